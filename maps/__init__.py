"""The geomorphic boards and sample scenarios; shipped as package data."""
