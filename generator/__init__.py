"""The random battle generator: builds legal scenarios through the rules core."""
