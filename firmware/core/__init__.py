"""core package of the firmware."""
