"""The `labwire.coda` package; its modules are documented one by one."""
