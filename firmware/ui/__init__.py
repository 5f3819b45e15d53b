"""ui package of the firmware."""
