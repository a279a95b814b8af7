"""The printable scenario card: `vvs card` and File > Export scenario card…, drawn with the editor's own painting."""
