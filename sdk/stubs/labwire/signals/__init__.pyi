"""The `labwire.signals` package; its modules are documented one by one."""
