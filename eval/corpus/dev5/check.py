#!/usr/bin/env python3
"""Validate dev5's messages.jsonl and labels.json; print counts per label kind.

Checks ids, reply references, time order, label shapes and that every labelled id exists,
plus a few consistency checks (summary words occur in their chat, QA answers occur in a
source message). Exits non-zero on any problem. Standard library only.
"""
import json
import os
import re
import sys
from datetime import date, datetime

HERE = os.path.dirname(os.path.abspath(__file__))
ROLES = {"trainer", "client", "staff"}
KINDS = {"direct", "group"}
CATEGORIES = {"injury", "goal", "preference", "diet", "availability", "medical"}
LABEL_KEYS = {"owner", "summaries", "action_items", "decisions", "priority", "scheduling",
              "time_constraints", "profiles", "search", "qa"}
TS = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$")
DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")

problems = []


def bad(msg):
    problems.append(msg)


def nonempty_str(x):
    return isinstance(x, str) and x.strip() != ""


def load_messages(path):
    users, chats, msgs = {}, {}, {}
    order = []
    stage = 0  # 0 users, 1 chats, 2 messages
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                o = json.loads(line)
            except json.JSONDecodeError as e:
                bad(f"line {n}: not JSON ({e})")
                continue
            t = o.get("type")
            rank = {"user": 0, "chat": 1, "message": 2}.get(t)
            if rank is None:
                bad(f"line {n}: unknown type {t!r}")
                continue
            if rank < stage:
                bad(f"line {n}: {t} after a later section (users, then chats, then messages)")
            stage = max(stage, rank)
            if t == "user":
                if set(o) != {"type", "id", "name", "role"}:
                    bad(f"line {n}: user fields {sorted(o)}")
                if o.get("id") in users:
                    bad(f"line {n}: duplicate user {o.get('id')}")
                if o.get("role") not in ROLES:
                    bad(f"line {n}: bad role {o.get('role')!r}")
                if not nonempty_str(o.get("name")):
                    bad(f"line {n}: user without a name")
                users[o.get("id")] = o
            elif t == "chat":
                if set(o) != {"type", "id", "name", "kind", "members"}:
                    bad(f"line {n}: chat fields {sorted(o)}")
                cid = o.get("id")
                if cid in chats:
                    bad(f"line {n}: duplicate chat {cid}")
                if o.get("kind") not in KINDS:
                    bad(f"line {n}: bad kind {o.get('kind')!r}")
                mem = o.get("members") or []
                if len(set(mem)) != len(mem):
                    bad(f"chat {cid}: duplicate members")
                for u in mem:
                    if u not in users:
                        bad(f"chat {cid}: unknown member {u}")
                if o.get("kind") == "direct" and len(mem) != 2:
                    bad(f"chat {cid}: direct chat with {len(mem)} members")
                if o.get("kind") == "group" and len(mem) < 3:
                    bad(f"chat {cid}: group with {len(mem)} members")
                chats[cid] = o
            else:
                allowed = {"type", "id", "chat", "sender", "ts", "text", "reply_to"}
                if not set(o) <= allowed or not {"type", "id", "chat", "sender", "ts", "text"} <= set(o):
                    bad(f"line {n}: message fields {sorted(o)}")
                mid, cid = o.get("id"), o.get("chat")
                if mid in msgs:
                    bad(f"line {n}: duplicate message id {mid}")
                if cid not in chats:
                    bad(f"{mid}: unknown chat {cid}")
                elif o.get("sender") not in chats[cid]["members"]:
                    bad(f"{mid}: sender {o.get('sender')} is not a member of {cid}")
                if not re.match(rf"^{re.escape(str(cid))}-\d{{3}}$", str(mid)):
                    bad(f"{mid}: id does not follow <chat>-NNN")
                if not TS.match(str(o.get("ts"))):
                    bad(f"{mid}: bad ts {o.get('ts')!r}")
                else:
                    datetime.strptime(o["ts"], "%Y-%m-%dT%H:%M:%SZ")
                if not nonempty_str(o.get("text")):
                    bad(f"{mid}: empty text")
                msgs[mid] = o
                order.append(mid)
    return users, chats, msgs, order


def check_messages(users, chats, msgs, order, owner):
    last = None
    last_in_chat = {}
    seq_in_chat = {}
    for mid in order:
        o = msgs[mid]
        ts, cid = o["ts"], o["chat"]
        if last and ts < last:
            bad(f"{mid}: out of time order ({ts} < {last})")
        last = ts
        if cid in last_in_chat and ts <= last_in_chat[cid]:
            bad(f"{mid}: not after the previous message of {cid}")
        last_in_chat[cid] = ts
        num = int(mid.rsplit("-", 1)[1])
        if num != seq_in_chat.get(cid, 0) + 1:
            bad(f"{mid}: numbering in {cid} skips or repeats")
        seq_in_chat[cid] = num
        rt = o.get("reply_to")
        if rt is not None:
            if rt not in msgs:
                bad(f"{mid}: reply_to {rt} does not exist")
            elif msgs[rt]["chat"] != cid:
                bad(f"{mid}: reply_to {rt} is in another chat")
            elif msgs[rt]["ts"] >= ts or order.index(rt) >= order.index(mid):
                bad(f"{mid}: reply_to {rt} is not earlier")
    for cid, c in chats.items():
        if owner not in c["members"]:
            bad(f"chat {cid}: the owner is not a member")
        if cid not in seq_in_chat:
            bad(f"chat {cid}: no messages")


def ids_list(x, where, msgs):
    if not isinstance(x, list):
        bad(f"{where}: not a list")
        return []
    if len(set(x)) != len(x):
        bad(f"{where}: duplicate ids")
    for mid in x:
        if mid not in msgs:
            bad(f"{where}: unknown message id {mid}")
    return x


def main():
    users, chats, msgs, order = load_messages(os.path.join(HERE, "messages.jsonl"))
    with open(os.path.join(HERE, "labels.json"), encoding="utf-8") as f:
        L = json.load(f)
    if set(L) != LABEL_KEYS:
        bad(f"labels keys {sorted(L)} != {sorted(LABEL_KEYS)}")
    owner = L.get("owner")
    if owner not in users:
        bad(f"owner {owner!r} is not a user")
    elif users[owner]["role"] != "trainer":
        bad("owner is not a trainer")
    check_messages(users, chats, msgs, order, owner)
    text_of_chat = {}
    for mid in order:
        text_of_chat.setdefault(msgs[mid]["chat"], []).append(msgs[mid]["text"].lower())

    # summaries
    S = L.get("summaries", {})
    for cid in chats:
        if cid not in S:
            bad(f"summaries: no summary for {cid}")
    for cid, s in S.items():
        if cid not in chats:
            bad(f"summaries: unknown chat {cid}")
            continue
        if set(s) != {"must_mention", "decisions", "reference"}:
            bad(f"summaries[{cid}]: fields {sorted(s)}")
        mm = s.get("must_mention")
        if not isinstance(mm, list) or not mm or not all(nonempty_str(w) for w in mm):
            bad(f"summaries[{cid}]: must_mention must be a non-empty list of words")
        else:
            blob = "\n".join(text_of_chat.get(cid, []))
            for w in mm:
                if w.lower() not in blob:
                    bad(f"summaries[{cid}]: must_mention {w!r} does not occur in the chat")
                if w.lower() not in s.get("reference", "").lower():
                    bad(f"summaries[{cid}]: must_mention {w!r} is not in the reference")
        if not isinstance(s.get("decisions"), list) or not all(nonempty_str(d) for d in s["decisions"]):
            bad(f"summaries[{cid}]: decisions must be a list of strings")
        if not nonempty_str(s.get("reference")):
            bad(f"summaries[{cid}]: empty reference")

    # action items
    seen = set()
    for i, a in enumerate(L.get("action_items", [])):
        w = f"action_items[{i}]"
        if set(a) != {"message_id", "task", "assignee", "deadline"}:
            bad(f"{w}: fields {sorted(a)}")
        mid = a.get("message_id")
        if mid not in msgs:
            bad(f"{w}: unknown message {mid}")
            continue
        if mid in seen:
            bad(f"{w}: a second action item on {mid}")
        seen.add(mid)
        if not nonempty_str(a.get("task")):
            bad(f"{w}: empty task")
        if a.get("assignee") is not None and a["assignee"] not in users:
            bad(f"{w}: unknown assignee {a['assignee']}")
        d = a.get("deadline")
        if d is not None:
            if not (isinstance(d, str) and DAY.match(d)):
                bad(f"{w}: bad deadline {d!r}")
            else:
                dd = date.fromisoformat(d)
                if dd < date.fromisoformat(msgs[mid]["ts"][:10]):
                    bad(f"{w}: deadline {d} before its message")

    # decisions
    seen = set()
    for i, d in enumerate(L.get("decisions", [])):
        w = f"decisions[{i}]"
        if set(d) != {"message_id", "summary", "reversed_by"}:
            bad(f"{w}: fields {sorted(d)}")
        mid = d.get("message_id")
        if mid not in msgs:
            bad(f"{w}: unknown message {mid}")
            continue
        if mid in seen:
            bad(f"{w}: a second decision on {mid}")
        seen.add(mid)
        if not nonempty_str(d.get("summary")):
            bad(f"{w}: empty summary")
        r = d.get("reversed_by")
        if r is not None:
            if r not in msgs:
                bad(f"{w}: reversed_by {r} does not exist")
            elif order.index(r) <= order.index(mid):
                bad(f"{w}: reversed_by {r} is not later")

    # priority, scheduling
    for kind in ("priority", "scheduling"):
        P = L.get(kind, {})
        if set(P) != {"positive", "negative_hard"}:
            bad(f"{kind}: fields {sorted(P)}")
        pos = ids_list(P.get("positive", []), f"{kind}.positive", msgs)
        neg = ids_list(P.get("negative_hard", []), f"{kind}.negative_hard", msgs)
        for mid in set(pos) & set(neg):
            bad(f"{kind}: {mid} is both positive and a hard negative")
        if kind == "priority":
            for mid in pos:
                if mid in msgs and msgs[mid]["sender"] == owner:
                    bad(f"priority: {mid} is the owner's own message")

    # time constraints
    for i, t in enumerate(L.get("time_constraints", [])):
        if set(t) != {"message_id", "constraint"}:
            bad(f"time_constraints[{i}]: fields {sorted(t)}")
        if t.get("message_id") not in msgs:
            bad(f"time_constraints[{i}]: unknown message {t.get('message_id')}")
        if not nonempty_str(t.get("constraint")):
            bad(f"time_constraints[{i}]: empty constraint")

    # profiles
    for i, p in enumerate(L.get("profiles", [])):
        w = f"profiles[{i}]"
        if set(p) != {"client", "category", "fact", "message_id"}:
            bad(f"{w}: fields {sorted(p)}")
        c = p.get("client")
        if c not in users or users[c]["role"] != "client":
            bad(f"{w}: {c!r} is not a client")
        if p.get("category") not in CATEGORIES:
            bad(f"{w}: bad category {p.get('category')!r}")
        if not nonempty_str(p.get("fact")):
            bad(f"{w}: empty fact")
        if p.get("message_id") not in msgs:
            bad(f"{w}: unknown message {p.get('message_id')}")

    # search
    queries = set()
    over10 = 0
    for i, s in enumerate(L.get("search", [])):
        w = f"search[{i}]"
        if set(s) != {"query", "relevant"}:
            bad(f"{w}: fields {sorted(s)}")
        q = s.get("query")
        if not nonempty_str(q):
            bad(f"{w}: empty query")
        if q in queries:
            bad(f"{w}: duplicate query {q!r}")
        queries.add(q)
        rel = ids_list(s.get("relevant", []), w, msgs)
        if not rel:
            bad(f"{w}: no relevant messages")
        if len(rel) > 10:
            over10 += 1

    # qa
    unanswerable = 0
    for i, q in enumerate(L.get("qa", [])):
        w = f"qa[{i}]"
        if set(q) != {"question", "must_contain_any", "source_ids"}:
            bad(f"{w}: fields {sorted(q)}")
        if not nonempty_str(q.get("question")):
            bad(f"{w}: empty question")
        words = q.get("must_contain_any")
        if not isinstance(words, list) or not all(nonempty_str(x) for x in words):
            bad(f"{w}: must_contain_any must be a list of strings")
            continue
        src = ids_list(q.get("source_ids", []), w, msgs)
        if bool(words) != bool(src):
            bad(f"{w}: a question has both accepted words and sources, or neither (not answerable)")
            continue
        if not src:
            unanswerable += 1
            continue
        # a source may give the answer in its text or by who sent it ("Yes, I'm in")
        texts = [(msgs[m]["text"] + "\n" + users.get(msgs[m]["sender"], {}).get("name", "")).lower()
                 for m in src if m in msgs]
        for m, t in zip([m for m in src if m in msgs], texts):
            if not any(x.lower() in t for x in words):
                bad(f"{w}: source {m} contains none of {words}")
        if not any(any(x.lower() in t for x in words) for t in texts):
            bad(f"{w}: no source contains an accepted answer")

    # report
    n_msgs = len(msgs)
    print(f"dev5: {len(users)} users, {len(chats)} chats, {n_msgs} messages, "
          f"{order and msgs[order[0]]['ts']} .. {order and msgs[order[-1]]['ts']}")
    print(f"  summaries          {len(S)}")
    print(f"  action_items       {len(L.get('action_items', []))}")
    dec = L.get("decisions", [])
    print(f"  decisions          {len(dec)} ({sum(1 for d in dec if d.get('reversed_by'))} reversed)")
    for kind in ("priority", "scheduling"):
        P = L.get(kind, {})
        print(f"  {kind:<18} {len(P.get('positive', []))} positive, {len(P.get('negative_hard', []))} hard negatives")
    print(f"  time_constraints   {len(L.get('time_constraints', []))}")
    prof = L.get("profiles", [])
    cats = {}
    for p in prof:
        cats[p.get("category")] = cats.get(p.get("category"), 0) + 1
    print(f"  profiles           {len(prof)} (" + ", ".join(f"{k} {v}" for k, v in sorted(cats.items(), key=str)) + ")")
    print(f"  search             {len(L.get('search', []))} queries ({over10} with more than 10 relevant)")
    print(f"  qa                 {len(L.get('qa', []))} questions ({unanswerable} not answerable from the messages)")
    if problems:
        print(f"\n{len(problems)} problem(s):", file=sys.stderr)
        for p in problems:
            print("  " + p, file=sys.stderr)
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
