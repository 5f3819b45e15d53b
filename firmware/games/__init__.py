"""games package of the firmware."""
