#!/usr/bin/env python3
"""Validate dev3/messages.jsonl and dev3/labels.json (format of /work/shared/corpus/README.md)."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
errors = []


def err(msg):
    errors.append(msg)


users, chats, msgs = {}, {}, []
with open(os.path.join(HERE, "messages.jsonl"), encoding="utf-8") as f:
    phase = 0
    for n, line in enumerate(f, 1):
        o = json.loads(line)
        order = {"user": 0, "chat": 1, "message": 2}[o["type"]]
        if order < phase:
            err("line %d: %s after a later section" % (n, o["type"]))
        phase = order
        if o["type"] == "user":
            if o["role"] not in ("trainer", "client", "staff"):
                err("bad role %s" % o)
            users[o["id"]] = o
        elif o["type"] == "chat":
            if o["kind"] not in ("direct", "group"):
                err("bad kind %s" % o["id"])
            for u in o["members"]:
                if u not in users:
                    err("chat %s: unknown member %s" % (o["id"], u))
            if o["kind"] == "direct" and len(o["members"]) != 2:
                err("direct chat %s must have 2 members" % o["id"])
            chats[o["id"]] = o
        else:
            msgs.append(o)

by_id = {}
last_ts = ""
for m in msgs:
    for k in ("id", "chat", "sender", "ts", "text"):
        if not m.get(k):
            err("message missing %s: %s" % (k, m))
    if m["id"] in by_id:
        err("duplicate id %s" % m["id"])
    if m["chat"] not in chats:
        err("%s: unknown chat" % m["id"])
    elif m["sender"] not in chats[m["chat"]]["members"]:
        err("%s: sender not a member" % m["id"])
    if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", m["ts"]):
        err("%s: bad ts" % m["id"])
    if m["ts"] < last_ts:
        err("%s: timestamps not ascending" % m["id"])
    last_ts = m["ts"]
    rt = m.get("reply_to")
    if rt is not None:
        if rt not in by_id:
            err("%s: reply_to %s is not an earlier message" % (m["id"], rt))
        elif by_id[rt]["chat"] != m["chat"]:
            err("%s: reply_to %s in another chat" % (m["id"], rt))
    by_id[m["id"]] = m

L = json.load(open(os.path.join(HERE, "labels.json"), encoding="utf-8"))
owner = L.get("owner")
if owner not in users or users[owner]["role"] != "trainer":
    err("owner must be a trainer user")


def mid(i, where):
    if i not in by_id:
        err("%s: unknown message id %s" % (where, i))


def date_ok(d):
    return d is None or bool(re.fullmatch(r"\d{4}-\d\d-\d\d", d))


for cid, s in L["summaries"].items():
    if cid not in chats:
        err("summary for unknown chat %s" % cid)
    if not (4 <= len(s["must_mention"]) <= 8):
        err("summary %s: must_mention has %d words" % (cid, len(s["must_mention"])))
    if not isinstance(s["decisions"], list) or not s["reference"]:
        err("summary %s: bad shape" % cid)
for cid in chats:
    if cid not in L["summaries"]:
        err("no summary for chat %s" % cid)

for a in L["action_items"]:
    mid(a["message_id"], "action_item")
    if not a["task"]:
        err("action item without task")
    if a["assignee"] is not None and a["assignee"] not in users:
        err("action item %s: unknown assignee" % a["message_id"])
    if not date_ok(a["deadline"]):
        err("action item %s: bad deadline" % a["message_id"])
    elif a["deadline"] and a["message_id"] in by_id and a["deadline"] < by_id[a["message_id"]]["ts"][:10]:
        err("action item %s: deadline before message" % a["message_id"])

for d in L["decisions"]:
    mid(d["message_id"], "decision")
    if d["reversed_by"] is not None:
        mid(d["reversed_by"], "decision.reversed_by")
        if d["reversed_by"] in by_id and d["message_id"] in by_id and \
                by_id[d["reversed_by"]]["ts"] <= by_id[d["message_id"]]["ts"]:
            err("decision %s reversed by an earlier message" % d["message_id"])

for k in ("priority", "scheduling"):
    pos, neg = L[k]["positive"], L[k]["negative_hard"]
    for i in pos + neg:
        mid(i, k)
    if set(pos) & set(neg):
        err("%s: ids both positive and negative_hard" % k)
    if len(set(pos)) != len(pos) or len(set(neg)) != len(neg):
        err("%s: duplicate ids" % k)
for i in L["priority"]["positive"]:
    if i in by_id and by_id[i]["sender"] == owner:
        err("priority positive %s is the owner's own message" % i)

for t in L["time_constraints"]:
    mid(t["message_id"], "time_constraint")
    if not t["constraint"]:
        err("empty constraint")

cats = {"injury", "goal", "preference", "diet", "availability", "medical"}
for p in L["profiles"]:
    mid(p["message_id"], "profile")
    if p["category"] not in cats:
        err("profile: bad category %s" % p["category"])
    if p["client"] not in users or users[p["client"]]["role"] != "client":
        err("profile: %s is not a client" % p["client"])
    if not p["fact"]:
        err("profile: empty fact")

for s in L["search"]:
    if not s["query"] or not s["relevant"]:
        err("search: empty query or relevant list: %s" % s["query"])
    for i in s["relevant"]:
        mid(i, "search %r" % s["query"])

for q in L["qa"]:
    for i in q["source_ids"]:
        mid(i, "qa %r" % q["question"])
    if bool(q["must_contain_any"]) != bool(q["source_ids"]):
        err("qa %r: answerable questions need both must_contain_any and source_ids" % q["question"])

counts = {
    "messages": len(msgs), "chats": len(chats), "users": len(users),
    "action_items": len(L["action_items"]), "decisions": len(L["decisions"]),
    "decisions_reversed": sum(1 for d in L["decisions"] if d["reversed_by"]),
    "priority_positive": len(L["priority"]["positive"]), "priority_negative_hard": len(L["priority"]["negative_hard"]),
    "scheduling_positive": len(L["scheduling"]["positive"]), "scheduling_negative_hard": len(L["scheduling"]["negative_hard"]),
    "time_constraints": len(L["time_constraints"]), "profiles": len(L["profiles"]),
    "profile_categories": sorted({p["category"] for p in L["profiles"]}),
    "search": len(L["search"]), "qa": len(L["qa"]),
    "qa_unanswerable": sum(1 for q in L["qa"] if not q["source_ids"]),
}
print(json.dumps(counts, indent=1))
if errors:
    print("\n".join("ERROR: " + e for e in errors[:50]))
    print("%d errors" % len(errors))
    sys.exit(1)
print("OK")
