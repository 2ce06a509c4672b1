"""The `labwire.lc` package; its modules are documented one by one."""
