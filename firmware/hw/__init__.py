"""hw package of the firmware."""
