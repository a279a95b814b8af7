"""The line-of-sight probe: sightlines kept warm and what is drawn over the map."""
