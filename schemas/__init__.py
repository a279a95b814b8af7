"""JSON Schemas (Draft 2020-12) for every file format; shipped as package data."""
