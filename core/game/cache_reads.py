"""What each remembered answer of the engine reads: the one list to look at (core.game.cache).

Each line names a store and the reads its key covers, in core.game.cache's
vocabulary. A store that reads something not listed here, a field a new rule
starts to consult say, is caught by check mode (VVS_CACHE_CHECK=1), which names
the undeclared read that changed. Reads of the Game's fixed parts (scenario,
terrain, catalogue, ruleset, special_rules, battlefield) need no key: the stores
live on one Game. What a rule changes during play (smoke, wire, fortifications)
is in the state and must be in the key.
"""

from __future__ import annotations

from core.game.cache_declarations import declare

UNIT = ("units.id", "units.type", "units.where", "units.hex", "units.facing", "units.weapons", "units.valor")
"""memo.unit_key: what AP fire power reads of a unit."""
FIXED = ("scenario", "terrain", "catalogue", "ruleset", "battlefield")

# --- the Game's fixed parts only --------------------------------------------------------------
declare("tokens", (), checked=False)  # numbers standing for keys: not answers
declare("neighbours", ("battlefield",))
declare("aims", ("battlefield",))
declare("in_reach", ("battlefield",), nested=True)  # pure geometry; the inner tables are not checked
declare("tunnel_network", ("scenario",))
declare("ai_cp_odds", ("ruleset",))
declare("expected_cp", ("ruleset",))
declare("mg_totals", ("catalogue",))
declare("half_squads", ("units.type", "catalogue"))
declare("facing_actions", ("units.id", "units.facing"))
declare("move_step_actions", ())
declare("carries_mortar", ("units.weapons", "catalogue"))
declare("goal_distances", (*FIXED, "special_rules"), nested=True)
declare("ai_goal_fields", (*FIXED, "special_rules"))

# --- units and the catalogue --------------------------------------------------------------------
declare("group_allowance", ("units.type", "units.weapons", "catalogue"))
declare("candidate_groups", ("units.type", "units.facing", "catalogue"))
declare("best_weapon", ("units.weapons", "catalogue", "battlefield"))
declare("group_reach", ("units.type", "units.weapons", "catalogue"))
declare("unit_reach", ("units.type", "units.weapons", "catalogue"))
declare("at_uses", ("units.type", "units.weapons", "sides.expendables", "catalogue"))
declare("mortar_positions", (*UNIT, "catalogue"))

# --- movement ----------------------------------------------------------------------------------------
declare("step_pricing", ("moving", "terrain", "battlefield"))
declare("step_candidates", ("units.type", "units.facing", "fortifications", *FIXED, "special_rules"))
declare("stopping_places", ("units.hex", "units.facing", "units.type", *FIXED))
declare("hex_holds", ("units.type", "fortifications", "catalogue"))
declare("start_actions", ("units.id", "units.type", "units.facing", "units.weapons", "smoke", "catalogue"))
declare("advance_openings", ("units.id", "units.hex", "units.facing", "units.type", "fortifications", *FIXED))
declare("advance_hexes", ("units.hex", "units.type", "units.facing", "fortifications", *FIXED))
declare("stack_advances", ("units.id", "units.type", "units.facing", "units.hex", "units.side",
                           "fortifications", *FIXED))

# --- fire --------------------------------------------------------------------------------------------
FIRE = (*UNIT, "units.fired", "units.pinned", "fortifications", "sides.expendables", "smoke", *FIXED)
SEEN = ("turn", "special_rules")
"""What Game.sight_key adds to the smoke: the turn's visibility limit (night, a Visibility rule)."""
declare("group_fire", FIRE, nested=True)  # memo.per_target: its inner tables are checked
declare("vehicle_fire", FIRE, nested=True)
declare("group_fire_targets", FIRE)
declare("vehicle_fire_targets", FIRE)
declare("group_listing", (*FIRE, *SEEN, "units.side"))
declare("vehicle_listing", (*FIRE, *SEEN, "units.side", "units.carrier"))
declare("mortar_listing", (*FIRE, *SEEN, "units.side"))
declare("at_shots", (*FIRE, *SEEN, "units.side"))
declare("spotted", ("units.hex", "units.side", "turn", *FIXED, "special_rules"))  # blocked or not: smoke only hinders (11.5)
declare("screening_hexes", ("units.hex", "units.side", *FIXED))

# --- sight and fog -----------------------------------------------------------------------------------
declare("sight_lines", ("smoke", "turn", *FIXED, "special_rules"), nested=True)  # Game.sight: a RememberedSightlines (checked) per smoke pattern
declare("sight", ("smoke", *FIXED))  # RememberedSightlines' own answers
declare("blocked_lines", FIXED)  # blocked is blocked under any smoke (11.5)
declare("seen_enemy_hexes", ("units.hex", "units.where", "units.carrier", "smoke", "turn", *FIXED, "special_rules"))
