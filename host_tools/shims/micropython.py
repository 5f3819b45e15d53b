"""CPython stand-in for MicroPython's ``micropython`` module: just enough
for firmware code (``const``, and no-op decorators for the code emitters)."""


def const(value):
    return value


def native(func):
    return func


def viper(func):
    return func


def mem_info(*args):
    pass
