"""What counters and markers show and how they are painted."""
