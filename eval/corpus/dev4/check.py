#!/usr/bin/env python3
"""Validate dev4 messages.jsonl + labels.json and print counts."""
import json, os, re, sys, collections

here = os.path.dirname(os.path.abspath(__file__))
errs = []
def err(m): errs.append(m)

users, chats, msgs = {}, {}, []
with open(os.path.join(here, "messages.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        o = json.loads(line)
        t = o.get("type")
        if t == "user":
            if msgs or chats: err("user after chats/messages line %d" % n)
            if o["role"] not in ("trainer", "client", "staff"): err("bad role %s" % o["id"])
            users[o["id"]] = o
        elif t == "chat":
            if msgs: err("chat after messages line %d" % n)
            if o["kind"] not in ("direct", "group"): err("bad kind %s" % o["id"])
            if o["kind"] == "direct" and len(o["members"]) != 2: err("direct chat %s not 2 members" % o["id"])
            for m in o["members"]:
                if m not in users: err("chat %s member %s unknown" % (o["id"], m))
            chats[o["id"]] = o
        elif t == "message":
            msgs.append(o)
        else:
            err("unknown type line %d" % n)

TS = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$")
by_id, last_ts, chat_last = {}, "", {}
for m in msgs:
    if m["id"] in by_id: err("duplicate id %s" % m["id"])
    if m["chat"] not in chats: err("%s unknown chat" % m["id"]); continue
    if m["sender"] not in chats[m["chat"]]["members"]: err("%s sender not member" % m["id"])
    if not TS.match(m["ts"]): err("%s bad ts" % m["id"])
    if m["ts"] < last_ts: err("%s not in time order" % m["id"])
    if m["ts"] < chat_last.get(m["chat"], ""): err("%s earlier than previous in chat" % m["id"])
    last_ts = m["ts"]; chat_last[m["chat"]] = m["ts"]
    if not m["text"].strip(): err("%s empty text" % m["id"])
    r = m.get("reply_to")
    if r is not None:
        if r not in by_id: err("%s reply_to %s not an earlier message" % (m["id"], r))
        elif by_id[r]["chat"] != m["chat"]: err("%s reply_to other chat" % m["id"])
    by_id[m["id"]] = m

L = json.load(open(os.path.join(here, "labels.json"), encoding="utf-8"))
owner = L["owner"]
if owner not in users or users[owner]["role"] != "trainer": err("owner")
def mid(x, what):
    if x not in by_id: err("%s: unknown message %s" % (what, x))
DATE = re.compile(r"^\d{4}-\d\d-\d\d$")

if set(L["summaries"]) != set(chats): err("summaries must cover every chat")
for c, s in L["summaries"].items():
    if set(s) != {"must_mention", "decisions", "reference"}: err("summary keys %s" % c)
    if not 4 <= len(s["must_mention"]) <= 8: err("must_mention count %s" % c)
    nsent = len(re.findall(r"[.!?](\s|$)", s["reference"]))
    if not 2 <= nsent <= 4: err("reference sentences %s: %d" % (c, nsent))
for a in L["action_items"]:
    if set(a) != {"message_id", "task", "assignee", "deadline"}: err("action keys")
    mid(a["message_id"], "action")
    if a["assignee"] is not None and a["assignee"] not in users: err("assignee %s" % a["assignee"])
    if a["deadline"] is not None:
        if not DATE.match(a["deadline"]): err("deadline fmt")
        elif a["message_id"] in by_id:
            import datetime as _dt
            sent = _dt.date.fromisoformat(by_id[a["message_id"]]["ts"][:10])
            if _dt.date.fromisoformat(a["deadline"]) < sent - _dt.timedelta(days=1):  # local date may be a day behind UTC
                err("deadline before message %s" % a["message_id"])
for d in L["decisions"]:
    if set(d) != {"message_id", "summary", "reversed_by"}: err("decision keys")
    mid(d["message_id"], "decision")
    if d["reversed_by"] is not None:
        mid(d["reversed_by"], "reversed_by")
        if d["reversed_by"] in by_id and by_id[d["reversed_by"]]["ts"] <= by_id[d["message_id"]]["ts"]: err("reversal not later %s" % d["message_id"])
for kind in ("priority", "scheduling"):
    if set(L[kind]) != {"positive", "negative_hard"}: err(kind + " keys")
    for x in L[kind]["positive"] + L[kind]["negative_hard"]: mid(x, kind)
    if set(L[kind]["positive"]) & set(L[kind]["negative_hard"]): err(kind + " overlap")
for x in L["priority"]["positive"]:
    if x in by_id and by_id[x]["sender"] == owner: err("owner message in priority positive %s" % x)
for t in L["time_constraints"]:
    if set(t) != {"message_id", "constraint"}: err("tc keys")
    mid(t["message_id"], "time_constraint")
CATS = {"injury", "goal", "preference", "diet", "availability", "medical"}
for p in L["profiles"]:
    if set(p) != {"client", "category", "fact", "message_id"}: err("profile keys")
    mid(p["message_id"], "profile")
    if p["category"] not in CATS: err("category %s" % p["category"])
    if users.get(p["client"], {}).get("role") != "client": err("profile client %s" % p["client"])
for s in L["search"]:
    if set(s) != {"query", "relevant"} or not s["relevant"]: err("search shape")
    for x in s["relevant"]: mid(x, "search")
for q in L["qa"]:
    if set(q) != {"question", "must_contain_any", "source_ids"}: err("qa shape")
    for x in q["source_ids"]: mid(x, "qa")
    if bool(q["must_contain_any"]) != bool(q["source_ids"]): err("qa answerable mismatch")

per_chat = collections.Counter(m["chat"] for m in msgs)
print("users %d  chats %d  messages %d" % (len(users), len(chats), len(msgs)))
print("per chat:", " ".join("%s=%d" % kv for kv in sorted(per_chat.items())))
print("span: %s .. %s" % (msgs[0]["ts"], msgs[-1]["ts"]))
print("action_items %d (null assignee %d, with deadline %d)" % (len(L["action_items"]),
      sum(a["assignee"] is None for a in L["action_items"]), sum(a["deadline"] is not None for a in L["action_items"])))
print("decisions %d (reversed %d)" % (len(L["decisions"]), sum(d["reversed_by"] is not None for d in L["decisions"])))
print("priority positive %d negative_hard %d" % (len(L["priority"]["positive"]), len(L["priority"]["negative_hard"])))
print("scheduling positive %d negative_hard %d" % (len(L["scheduling"]["positive"]), len(L["scheduling"]["negative_hard"])))
print("time_constraints %d" % len(L["time_constraints"]))
print("profiles %d over %d clients; categories %s" % (len(L["profiles"]), len({p["client"] for p in L["profiles"]}),
      dict(collections.Counter(p["category"] for p in L["profiles"]))))
print("search %d queries (%d relevant ids)" % (len(L["search"]), sum(len(s["relevant"]) for s in L["search"])))
print("qa %d (unanswerable %d)" % (len(L["qa"]), sum(not q["source_ids"] for q in L["qa"])))
if errs:
    print("\n".join("ERROR " + e for e in errs)); sys.exit(1)
print("OK")
