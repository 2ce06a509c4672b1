"""The `labwire.benchling.io` package; its modules are documented one by one."""
