"""The `labwire.benchling.utils` package; its modules are documented one by one."""
