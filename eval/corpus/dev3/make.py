#!/usr/bin/env python3
"""dev3 corpus, written blind: Rhys Calloway, strength & conditioning coach (Bristol),
online coaching business with a small content team. 2025-04-07 .. 2025-06-16.

Built by construction: every message is written by hand below and tagged with what it
contains; labels.json is derived from the tags only.

Tags (positional after the text):
  P / PN          priority positive / negative_hard
  S / SN          scheduling positive / negative_hard
  TC(c)           time constraint
  A(task, who, dl) action item (dl: None | today | tmrw | mon..sun (next such day) | MM-DD | +N)
  D(summary, key) decision; REV(key) marks this message as reversing decision `key`
  F(client, category, fact) profile fact
  Q(topic, ...)   relevant to search topic; QA(qid, ...) source of qa question
Keyword args: k= local key, re= local key or negative offset (reply_to).
"""
import datetime as dt
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
YEAR = 2025
OWNER = "rhys"

USERS = [
    ("rhys", "Rhys Calloway", "trainer"),
    ("priya", "Priya Raman", "client"),
    ("gus", "Angus Whitlaw", "client"),
    ("fiona", "Fiona Whitlaw", "client"),
    ("mariko", "Mariko Tanaka", "client"),
    ("edmund", "Edmund Hale", "client"),
    ("kez", "Kerys Pryce", "client"),
    ("tomasz", "Tomasz Nowak", "client"),
    ("lena", "Lena Brandt", "client"),
    ("jo", "Jo Adeyemi", "client"),
    ("sam", "Sam Ortiz", "client"),
    ("beth", "Beth Lindqvist", "client"),
    ("nico", "Nico Ferraro", "staff"),
    ("ayo", "Ayo Bankole", "staff"),
    ("hana", "Hana Mills", "staff"),
]

P = ("P",)
PN = ("PN",)
S = ("S",)
SN = ("SN",)


def TC(c):
    return ("TC", c)


def A(task, who=None, dl=None):
    return ("A", task, who, dl)


def D(summary, key=None):
    return ("D", summary, key)


def REV(key):
    return ("REV", key)


def F(client, cat, fact):
    assert cat in ("injury", "goal", "preference", "diet", "availability", "medical"), cat
    return ("F", client, cat, fact)


def Q(*topics):
    return ("Q",) + topics


def QA(*qids):
    return ("QA",) + qids


CHATS = []   # dicts: id, name, kind, members, mention, ref
MSGS = []    # dicts: id, chat, sender, ts, text, reply_to, tags
_cur = {}


def chat(cid, name, kind, members, mention, ref):
    assert OWNER in members
    CHATS.append(dict(id=cid, name=name, kind=kind, members=members, mention=mention, ref=ref))
    _cur.clear()
    _cur.update(cid=cid, n=0, keys={}, ids=[], members=members, last=None)


def m(ts, sender, text, *tags, k=None, re=None):
    cid = _cur["cid"]
    assert sender in _cur["members"], (cid, sender)
    _cur["n"] += 1
    mid = "%s-%03d" % (cid, _cur["n"])
    mon, rest = ts.split("-", 1)
    day, hm = rest.split(" ")
    stamp = "%d-%s-%sT%s:00Z" % (YEAR, mon, day, hm)
    assert _cur["last"] is None or stamp >= _cur["last"], (mid, stamp)
    _cur["last"] = stamp
    rt = None
    if re is not None:
        rt = _cur["ids"][re] if isinstance(re, int) else _cur["keys"][re]
    if k:
        assert k not in _cur["keys"], k
        _cur["keys"][k] = mid
    _cur["ids"].append(mid)
    MSGS.append(dict(id=mid, chat=cid, sender=sender, ts=stamp, text=text, reply_to=rt, tags=tags))
    return mid


WD = dict(mon=0, tue=1, wed=2, thu=3, fri=4, sat=5, sun=6)


def resolve(dl, stamp):
    if dl is None:
        return None
    d = dt.date.fromisoformat(stamp[:10])
    if dl == "today":
        r = d
    elif dl == "tmrw":
        r = d + dt.timedelta(days=1)
    elif dl in WD:
        r = d + dt.timedelta(days=((WD[dl] - d.weekday()) % 7) or 7)
    elif dl.startswith("+"):
        r = d + dt.timedelta(days=int(dl[1:]))
    else:
        r = dt.date.fromisoformat("%d-%s" % (YEAR, dl))
    assert r >= d, (dl, stamp)
    return r.isoformat()

# ---------------------------------------------------------------- c01 Priya (terse lowercase)
chat("c01", "Priya Raman", "direct", ["rhys", "priya"],
     ["Priya", "meet", "knee", "split", "openers", "vegetarian", "total"],
     "Priya is preparing for a powerlifting meet in Bath on 14 June aiming for a 300kg total. "
     "Her left knee tendon flared so she did box squats for two weeks before returning to competition squats; "
     "her 3-day split was changed to 4 days with a Sunday bench day and openers were locked at 105/55/120. "
     "She is vegetarian and takes iron tablets; she went 9/9 with a 302.5kg total and wants a call to plan what's next.")
m("04-07 18:40", "priya", "ok week 1 done. knee was cranky on the squats again, left one, like just below the kneecap",
  P, F("priya", "injury", "left knee pain just below the kneecap (patellar tendon) when squatting"), Q("priya knee"), QA("q_priya_knee"), k="knee")
m("04-07 19:02", "rhys", "below the kneecap = tendon most likely. lets swap to box squats for 2 wks + spanish squat holds. sending the updated sheet tonight",
  A("Send Priya the updated programme sheet with box squats", "rhys", "today"),
  D("Priya swaps to box squats for two weeks because of the knee", "pri_box"), Q("priya knee"), QA("q_priya_knee"), re="knee")
m("04-07 19:03", "priya", "k")
m("04-08 07:15", "priya", "got it thx. also reminder the meet is june 14 so like 10 wks",
  SN, F("priya", "goal", "competing at a powerlifting meet on 14 June"), Q("priya meet"))
m("04-08 07:16", "priya", "goal is 300 total. dont laugh",
  F("priya", "goal", "wants a 300kg total at the meet"), Q("priya meet"), QA("q_priya_goal"))
m("04-08 12:30", "rhys", "not laughing, 300 is very doable. 112/60/128 gets you there", QA("q_priya_goal"))
m("04-09 20:11", "priya", "can we do a call this week to go over the plan? evenings only, after 7, i work til 6:30",
  P, S, TC("evenings after 7pm"), F("priya", "availability", "evenings only, after 7pm (works until 6:30)"), k="call1")
m("04-09 20:45", "rhys", "thurs 7:30?", S, re="call1")
m("04-09 21:30", "priya", "thurs is climbing w the girls. fri?", P, S, TC("not Thursday evening"))
m("04-10 06:50", "rhys", "fri 7:30 works. i'll send a zoom link tmrw", S,
  A("Send Priya the Zoom link for the Friday 7:30pm call", "rhys", "fri"))
m("04-11 21:05", "rhys", "good chat. so: going with the 3-day split til the meet, mon/wed/sat. ill write it up over the weekend",
  D("Priya's meet prep runs on a 3-day split (Mon/Wed/Sat)", "pri_3day"),
  A("Write up Priya's 3-day split programme", "rhys", None), Q("priya split"))
m("04-11 21:10", "priya", "🔥 ok")
m("04-13 11:20", "priya", "oh forgot. im on iron tablets, ferritin was low in jan. dr said 3 months", P,
  F("priya", "medical", "low ferritin, taking iron tablets since January"))
m("04-13 12:00", "rhys", "good to know, thanks. take them away from your coffee and tea, they block absorption")
m("04-14 19:20", "priya", "is it ok if i keep climbing tues? bouldering, nothing crazy", P,
  F("priya", "preference", "wants to keep bouldering with friends on Tuesdays"))
m("04-14 19:41", "rhys", "yes just not the day before heavy squats. tues is fine")
m("04-16 22:02", "priya", "form check. top set 95x3 box [video]", P, Q("form check video"), k="fc")
m("04-17 07:30", "rhys", "hips shoot up a bit on rep 3. brace harder + slower down. rest looks 👌", Q("form check video"), re="fc")
m("04-18 18:10", "priya", "will do. send me the brace cue vid u mentioned?", P, A("Send Priya the bracing cue video", "rhys", None), Q("form check video"))
m("04-18 18:30", "rhys", "sent 👍")
m("04-21 18:55", "priya", "knee way better. like 2/10. back to normal squats?", P, Q("priya knee"), QA("q_priya_knee"))
m("04-21 19:10", "rhys", "yep, back to comp squats from wed. keep the isos as a warm up",
  D("Priya returns to competition squats from Wednesday", "pri_comp"), Q("priya knee"), QA("q_priya_knee"))
m("04-24 20:00", "priya", "also fyi im vegetarian, the meal thing u sent has chicken in literally every one lol",
  P, F("priya", "diet", "vegetarian"), Q("meal plan"), QA("q_priya_diet"))
m("04-24 20:30", "rhys", "oh god sorry, thats the generic template. i'll get hana to send you the veggie version",
  A("Get the vegetarian meal template sent to Priya (via Hana)", "rhys", None), Q("meal plan"))
m("04-28 19:02", "priya", "my friend beth wants coaching, gave her ur number ok?", P, Q("beth"))
m("04-28 19:30", "rhys", "amazing thank you!! yes of course")
m("05-02 21:15", "priya", "hey so the 3 day thing. im stalling on bench. could we do 4 days? i can squeeze in sunday", P, Q("priya split"), k="4d")
m("05-03 09:00", "rhys", "yeah fair. ok switching you to 4 days, adding a sunday bench day. new sheet by monday",
  D("Priya switches to a 4-day split with a Sunday bench day", "pri_4day"), REV("pri_3day"),
  A("Send Priya the new 4-day programme sheet", "rhys", "mon"), Q("priya split"), re="4d")
m("05-03 09:05", "priya", "ty 🙏")
m("05-09 19:40", "priya", "URGENT my belt snapped 😭😭 jk the buckle came off, fixed it w a screwdriver", PN)
m("05-12 20:10", "priya", "can i wear knee sleeves at the meet or is that cheating", P, Q("priya meet"))
m("05-12 20:30", "rhys", "sleeves are fine, wraps are a different division. get the 7mm ones", Q("priya meet"))
m("05-12 20:31", "rhys", "and register this week pls, entries close on the 16th",
  A("Register for the powerlifting meet", "priya", "05-16"), Q("priya meet"))
m("05-14 18:00", "priya", "registered ✅")
m("05-19 19:30", "priya", "call to pick attempts? not wed, thats my late shift", P, S, TC("not Wednesday"),
  F("priya", "availability", "works a late shift on Wednesdays"), k="att")
m("05-19 20:00", "rhys", "thurs 8pm?", S, re="att")
m("05-19 20:02", "priya", "ya", S)
m("05-22 21:10", "rhys", "openers locked: squat 105, bench 55, dead 120. do NOT change them on the day",
  D("Priya's openers: squat 105kg, bench 55kg, deadlift 120kg", "pri_open"), Q("priya attempts"), QA("q_priya_openers"))
m("05-22 21:12", "priya", "what about 2nds", P, Q("priya attempts"))
m("05-22 21:20", "rhys", "we pick those on the day depending how the opener moves", Q("priya attempts"))
m("05-30 18:45", "priya", "deload week feels weird. like i have too much energy")
m("05-30 19:00", "rhys", "thats the point 😄")
m("06-01 21:40", "priya", "emergency: ate a whole pizza after the mock meet. ok half. we move 🍕", PN)
m("06-06 20:00", "priya", "weigh in is 2hrs before right? need to make 63", P,
  F("priya", "goal", "competing in the 63kg weight class"), Q("priya meet"))
m("06-06 20:20", "rhys", "yes 2h. you were 63.4 this morning so just dont chug a litre of water before. no cutting")
m("06-10 08:00", "priya", "can u be there in person? its in bath", P, Q("priya meet"))
m("06-10 09:15", "rhys", "wouldnt miss it. driving down sat morning, there by 8", Q("priya meet"), SN)
m("06-15 10:10", "priya", "went 9/9!!! 302.5 total. still cant feel my legs", Q("priya meet"), QA("q_priya_total"))
m("06-15 10:30", "rhys", "SO proud of you. rest this week, then we talk about whats next")
m("06-15 10:31", "priya", "ok whats next is a call next week lol. mon or tue evening?", P, S)

# ---------------------------------------------------------------- c02 Gus (voice-note run-ons)
chat("c02", "Angus Whitlaw", "direct", ["rhys", "gus"],
     ["Gus", "wedding", "back", "diabetes", "breakfast", "quarterly", "weight"],
     "Gus, 52, wants to lose about 10kg of weight before his daughter's wedding in August and has type 2 diabetes on metformin. "
     "After feeling shaky training fasted, they agreed he trains after breakfast; a gardening back tweak led to a week of walking and mobility. "
     "He asked to pay quarterly, which Rhys passed to Hana, and his weekly sessions moved from Monday to Tuesday 6:45am. "
     "He is down about 6kg by June.")
m("04-07 06:12", "gus", "morning Rhys it's Gus here just doing this on the voice thing so forgive the spelling, so yeah Fiona said you'd be the man to talk to, I'm 52 desk job the usual story and the big thing is our daughter Ellie is getting married on the 23rd of August and I'd like to not look like a sofa in the photos so if I could shift ten kilos that would be the dream",
  P, F("gus", "goal", "wants to lose about 10kg before his daughter's wedding on 23 August"), Q("gus wedding weight"), QA("q_gus_wedding"))
m("04-07 06:14", "gus", "oh and I should say I've got type 2 diabetes, diagnosed two years ago, on metformin, it's well controlled the GP says but thought you should know",
  F("gus", "medical", "type 2 diabetes, on metformin"), Q("gus diabetes"), QA("q_gus_meds"))
m("04-07 08:30", "rhys", "Morning Gus! Great to hear from you. 10kg by late August is realistic. Thanks for telling me about the diabetes, super useful. Can we do a quick intro call this week?", S, Q("gus diabetes"))
m("04-07 12:02", "gus", "yes lovely, best for me is early before work so anything before 8 in the morning, I'm up at half five anyway so the earlier the better honestly",
  P, S, TC("before 8am"), F("gus", "availability", "mornings before 8am, up at 5:30"))
m("04-07 12:40", "rhys", "Wed 7am?", S)
m("04-07 12:41", "gus", "perfect see you then", S)
m("04-09 07:40", "rhys", "Great call. Plan: 3 sessions a week, full body, plus 8k steps. I'll send the programme by Friday and a food diary template",
  D("Gus starts on 3 full-body sessions a week plus 8k steps", "gus_3x"),
  A("Send Gus his programme and a food diary template", "rhys", "fri"))
m("04-09 08:02", "gus", "sounds grand but please don't make me run, I hate running with a passion, walking I can do all day",
  F("gus", "preference", "hates running; happy to walk"))
m("04-09 08:10", "rhys", "No running, promise. Walking + lifting is all you need")
m("04-11 16:55", "rhys", "Programme + food diary in your inbox 👍")
m("04-15 06:05", "gus", "right so did session two this morning fasted like I usually do my walks and halfway through the goblet squats I came over all shaky and sweaty had to sit down and have a biscuit, Fiona says that's the sugar going low, is that normal, should I be worried",
  P, F("gus", "medical", "had a low blood sugar episode (shaky, sweaty) when training fasted"), Q("gus diabetes"), QA("q_gus_fasted"), k="hypo")
m("04-15 06:31", "rhys", "Not something to push through. Please mention it to your GP/diabetes nurse. From now on we train after breakfast, not fasted, and keep a sugary snack in your bag",
  D("Gus trains after breakfast, never fasted", "gus_fed"), A("Mention the low blood sugar episode to GP / diabetes nurse", "gus", None),
  Q("gus diabetes"), QA("q_gus_fasted"), re="hypo")
m("04-15 07:10", "gus", "will do thank you, appointment's on the 24th anyway so I'll bring it up then")
m("04-22 18:20", "gus", "Rhys bit of a disaster I was doing the garden on Saturday lifting those big bags of compost and my lower back went, not agony but stiff as a board, can't really bend to put my socks on, should I still do the deadlifts tomorrow",
  P, F("gus", "injury", "tweaked his lower back lifting compost bags in the garden"), Q("gus back"), QA("q_gus_back"), k="back")
m("04-22 18:45", "rhys", "No deadlifts this week. Walks, cat-cow, dead bugs, that's it. If it's not better by Monday or you get pain down the leg, see the GP",
  D("Gus drops deadlifts for a week; walking and mobility only", "gus_back"), Q("gus back"), QA("q_gus_back"), re="back")
m("04-29 07:02", "gus", "back's much better thanks, about 90 percent, the walking helped a lot actually, and good news 3.5 kilos down", Q("gus back", "gus wedding weight"))
m("04-29 07:30", "rhys", "Brilliant on both counts 💪 back to normal sessions, we'll start the deadlifts light", Q("gus back"))
m("04-29 07:32", "rhys", "Could you send me your weight every Tuesday morning from now on? Same scales, before breakfast",
  A("Send Rhys his weight every Tuesday morning", "gus", None), Q("gus wedding weight"))
m("05-01 20:14", "gus", "quick admin thing, is there any way to pay quarterly instead of monthly, the monthly card thing keeps getting flagged by my bank as suspicious for some reason",
  P, F("gus", "preference", "prefers to pay quarterly rather than monthly"), Q("invoice billing"), QA("q_gus_billing"))
m("05-02 08:15", "rhys", "Yes no problem, Hana does all our billing, I'll ask her to set you up quarterly from June",
  D("Gus moves to quarterly billing from June", "gus_qtr"), A("Ask Hana to set Gus up on quarterly billing from June", "rhys", None), Q("invoice billing"), QA("q_gus_billing"))
m("05-12 06:20", "gus", "Rhys sorry to be a pain, work have moved our Monday meeting to 7:30 so Mondays are out for a while, could we do the Monday check in on Tuesdays instead same time",
  P, S, TC("not Mondays"), F("gus", "availability", "Mondays unavailable for now because of a 7:30 work meeting"), k="tue")
m("05-12 07:05", "rhys", "Sure, Tuesdays 6:45 from now on", S, D("Gus's weekly check-in moves from Monday to Tuesday 6:45am", "gus_tue"), re="tue")
m("05-20 06:50", "gus", "weighed in this morning another kilo gone that's 5 now, Ellie has threatened to make me wear a kilt so I need the legs to be presentable haha", Q("gus wedding weight"))
m("05-20 07:10", "rhys", "Haha the kilt plan is now part of the programme. Adding step-ups")
m("05-24 10:15", "gus", "URGENT news from the Whitlaw household, Fiona has bought us matching tracksuits, thoughts and prayers please, no need to reply I just had to tell someone", PN)
m("05-27 06:45", "gus", "just a heads up I'm away in Porto with Fiona the 5th to the 9th of June, I'll keep the walking going but no gym there I don't think",
  SN, F("gus", "availability", "away in Porto 5-9 June"), Q("gus porto"), P)
m("05-27 07:00", "rhys", "Enjoy! I'll write you a hotel-room version, bodyweight + bands",
  A("Write Gus a hotel-room bodyweight/bands workout for Porto", "rhys", "06-05"), Q("gus porto"))
m("06-03 19:30", "rhys", "Hotel workout attached. 20 mins, no kit besides the band", Q("gus porto"))
m("06-10 06:30", "gus", "back from Porto, ate my body weight in pastel de nata but did the hotel workout three times so I think that cancels out, I'm 6 kilos down total as of this morning", Q("gus wedding weight", "gus porto"), QA("q_gus_progress"))
m("06-10 07:02", "rhys", "Ha, it absolutely cancels out. 6kg is a great result, 4 more in 10 weeks is very doable", QA("q_gus_progress"))
m("06-10 07:04", "gus", "oh one more thing the GP upped the metformin dose last week just so you know in case it matters",
  P, F("gus", "medical", "metformin dose increased by GP in early June"), Q("gus diabetes"), QA("q_gus_meds"))
m("06-10 07:20", "rhys", "Thanks for telling me. Keep the snack in the bag and tell me if you feel shaky at all", Q("gus diabetes"))

# ---------------------------------------------------------------- c03 Mariko (second-language English, polite)
chat("c03", "Mariko Tanaka", "direct", ["rhys", "mariko"],
     ["Mariko", "pull-up", "hypermobility", "wrist", "lactose", "Japan", "negatives"],
     "Mariko's goal is her first strict pull-up; she has hypermobility and her wrist hurt on push-ups, so she switched to push-ups on dumbbell handles. "
     "She is lactose intolerant, so she chose a pea protein instead of whey. "
     "She visited Japan for two weeks in May with a travel programme, moved from band pull-ups to negatives, and did her first pull-up in June.")
m("04-08 13:05", "mariko", "Hello Rhys-san. Thank you for accept me as client. My goal is, I want to do one pull-up. Only one! Since school I never can do it.",
  P, F("mariko", "goal", "wants to do her first strict pull-up"), Q("mariko pull-up"), QA("q_mariko_goal"))
m("04-08 13:07", "mariko", "Also please know, I have hypermobility in joints. Doctor said it is \"hypermobile spectrum\". Elbows and wrist go too far.",
  F("mariko", "medical", "hypermobility spectrum disorder; elbows and wrists hyperextend"), Q("mariko hypermobility"), QA("q_mariko_hyper"))
m("04-08 14:20", "rhys", "Hi Mariko! Very happy to have you. One pull-up is a great goal 😊 Thanks for telling me about the hypermobility, we'll focus on control and not locking out the elbows.", Q("mariko hypermobility"), Q("mariko pull-up"))
m("04-08 14:22", "rhys", "When is a good time for a first video call?", S)
m("04-08 19:40", "mariko", "Morning I am not possible, I have meeting with Tokyo office until 11. Afternoon is OK, maybe Thursday 2pm?",
  P, S, TC("not before 11am"), F("mariko", "availability", "busy with Tokyo office meetings until 11am, afternoons OK"), k="t1")
m("04-08 20:05", "rhys", "Thursday 2pm is perfect", S, re="t1")
m("04-10 15:10", "rhys", "Lovely to meet you! So we start with band-assisted pull-ups with the green band, 3x5, and scapula pull-ups. Can you buy the green band this week?",
  D("Mariko starts with green-band assisted pull-ups and scapula pulls", "mar_band"), A("Buy the green resistance band", "mariko", "sun"), Q("mariko pull-up"))
m("04-10 15:30", "mariko", "Yes I will order today. Thank you very much.")
m("04-10 15:32", "mariko", "One request: please write the exercises with words, not only video. Video English is fast for me.", P,
  F("mariko", "preference", "prefers written exercise instructions rather than only videos"))
m("04-10 15:50", "rhys", "Of course! Every exercise will have written steps and the video underneath", D("Mariko's programme has written instructions for every exercise", "mar_written"))
m("04-17 10:02", "mariko", "Sorry to disturb. When I do push-up my right wrist is pain, it bends too much. Should I stop push-up?",
  P, F("mariko", "injury", "right wrist pain on push-ups (bends too far)"), Q("mariko wrist"), QA("q_mariko_wrist"), k="wr")
m("04-17 12:30", "rhys", "Don't stop, but do them on dumbbell handles or fists so the wrist stays straight. If still painful, incline push-ups on the kitchen counter",
  D("Mariko does push-ups on dumbbell handles to keep the wrist straight", "mar_handles"), Q("mariko wrist"), QA("q_mariko_wrist"), re="wr")
m("04-17 12:45", "mariko", "Ah, with dumbbell handle it is no pain! Amazing 🙏", Q("mariko wrist"))
m("04-23 09:15", "mariko", "Question about protein. You said 25g after training. But milk protein (whey?) make my stomach very bad, I am lactose intolerant. What can I do?",
  P, F("mariko", "diet", "lactose intolerant; whey protein upsets her stomach"), Q("protein powder"), k="prot")
m("04-23 11:00", "rhys", "Good question. Either whey isolate (very little lactose) or a plant protein like pea. I'd try pea first, no risk", Q("protein powder"), re="prot")
m("04-24 08:40", "mariko", "I bought pea protein. Taste is like... garden 😅 but stomach is OK. I will continue this one.",
  D("Mariko uses pea protein instead of whey", "mar_pea"), Q("protein powder"), QA("q_mariko_protein"))
m("04-29 16:20", "mariko", "Next month I go back to Japan for 2 weeks, 12 May to 26 May. For family. Can you make program for hotel? There is small gym I think.",
  P, SN, F("mariko", "availability", "in Japan 12-26 May"), Q("mariko japan"), QA("q_mariko_japan"))
m("04-29 17:00", "rhys", "Of course! Send me photos of the hotel gym when you know. I'll write a travel block before the 12th",
  A("Write Mariko a travel programme for Japan", "rhys", "05-12"), A("Send photos of the hotel gym", "mariko", None), Q("mariko japan"))
m("05-06 07:55", "mariko", "This is the hotel gym photo. Only dumbbell until 20kg and one machine (lat pull?) [photo]", P, Q("mariko japan"))
m("05-06 09:10", "rhys", "Lat pulldown is perfect for you! Travel programme attached: pulldown 3x8, DB rows, split squats. Have a wonderful trip", Q("mariko japan", "mariko pull-up"))
m("05-06 09:30", "mariko", "Thank you! Could you also send me recording of our last call? I want to review the scapula part.", P,
  A("Send Mariko the recording of the last call", "rhys", None))
m("05-06 10:00", "rhys", "Sent! 😊")
m("05-27 14:00", "mariko", "I am back! Japan was so good. I did program 6 times. And I ate many things with milk by accident 😂 stomach was angry")
m("05-27 14:30", "rhys", "Welcome back 😄 6 sessions on holiday is excellent. Next step: we stop the band and start negatives, jump up and lower for 5 seconds",
  D("Mariko moves from band-assisted pull-ups to 5-second negatives", "mar_neg"), REV("mar_band"), Q("mariko pull-up"))
m("05-27 14:33", "mariko", "Negative is... lower slowly? Not negative feeling? 😅", P, Q("mariko pull-up"))
m("05-27 14:40", "rhys", "Haha yes, just lowering slowly. Positive feeling only!")
m("06-01 18:30", "mariko", "Emergency!! Pea protein is finished and the shop is closed 😂 I will buy tomorrow, no problem.", PN, Q("protein powder"))
m("06-04 11:20", "mariko", "I have small question. Can we change our Thursday call to Friday this week? Thursday I have dentist at 2:30.",
  P, S, TC("not Thursday this week"), k="den")
m("06-04 11:45", "rhys", "Sure, Friday 2pm?", S, re="den")
m("06-04 12:00", "mariko", "Yes Friday 2pm. Thank you.", S)
m("06-12 17:02", "mariko", "RHYS-SAN!!!! I DID ONE PULL-UP!!!! REAL ONE!!! My husband film it [video]", Q("mariko pull-up"), QA("q_mariko_goal"))
m("06-12 17:20", "rhys", "MARIKO!!! 🎉🎉🎉 That is a perfect rep. Incredible work. Next goal: 3?", Q("mariko pull-up"))
m("06-12 17:25", "mariko", "Maybe 3 in Christmas 😂 Thank you for everything")

# ---------------------------------------------------------------- c04 Edmund (very formal, long)
chat("c04", "Edmund Hale", "direct", ["rhys", "edmund"],
     ["Edmund", "shoulder", "skiing", "PDF", "rota", "invoice", "hypertension"],
     "Edmund, a surgeon with an unpredictable on-call rota, wants to be fit for ski touring (skiing the Haute Route) in the Alps in December. "
     "He has a right shoulder impingement and mild hypertension, and prefers printable PDF programmes. "
     "They first replaced live calls with written weekly check-ins, then went back to fortnightly Sunday calls; "
     "he asked for invoices addressed to his company, Hale Surgical Ltd.")
m("04-09 21:48", "edmund", "Dear Rhys,\n\nThank you for your time on the telephone yesterday. As discussed, my principal objective is to be adequately conditioned for a ski-touring trip in the Alps in the final fortnight of December. I am 47 and, candidly, have done very little structured exercise since my registrar years.\n\nKind regards,\nEdmund Hale",
  F("edmund", "goal", "wants to be fit for a ski-touring trip in the Alps in late December"), Q("edmund skiing"), QA("q_edmund_goal"))
m("04-09 21:52", "edmund", "I should add, for completeness, that I have a right shoulder impingement which was diagnosed by a colleague last year; overhead pressing aggravates it. I would also be grateful if the programme could be supplied as a PDF that I can print, as I do not get on with apps.\n\nE.",
  P, F("edmund", "injury", "right shoulder impingement; overhead pressing aggravates it"),
  F("edmund", "preference", "wants programmes as printable PDFs, dislikes apps"), Q("edmund shoulder"), QA("q_edmund_shoulder", "q_edmund_pdf"))
m("04-10 07:20", "rhys", "Hi Edmund, thanks, that's really helpful. No overhead pressing for now, we'll use landmine presses instead. I'll send a printable PDF by Monday.",
  D("No overhead pressing for Edmund; landmine presses instead", "ed_landmine"),
  A("Send Edmund his first programme as a printable PDF", "rhys", "mon"), Q("edmund shoulder"), QA("q_edmund_shoulder"))
m("04-14 18:00", "rhys", "PDF attached, 3 days a week, ~50 mins each. Shall we set a weekly video call? What suits you?", S, QA("q_edmund_pdf"), Q("edmund checkins"))
m("04-17 23:10", "edmund", "Dear Rhys,\n\nApologies for the delayed reply; it has been an exceptionally busy week in theatre. I am afraid my on-call rota makes a fixed weekly slot all but impossible: I rarely know my evenings more than a few days in advance. Might we instead correspond in writing, with a check-in from me each Sunday?\n\nWith best wishes,\nEdmund",
  P, S, F("edmund", "availability", "on-call surgical rota; evenings rarely known more than a few days ahead"), Q("edmund checkins"), k="rota")
m("04-18 08:05", "rhys", "Completely understand. Let's do written check-ins every Sunday instead of calls. Just tell me sessions done, RPE and how the shoulder felt.",
  D("Edmund does written Sunday check-ins instead of weekly video calls", "ed_written"), A("Send a written check-in every Sunday", "edmund", None), Q("edmund checkins"), S, re="rota")
m("04-27 20:30", "edmund", "Check-in, week two: three sessions completed. RPE 7 on the trap-bar deadlifts. The landmine press is entirely comfortable; no shoulder symptoms whatsoever. I confess to enjoying the sled pushes.",
  Q("edmund checkins", "edmund shoulder"), P)
m("04-27 21:00", "rhys", "Superb. Adding 10kg to the trap bar next week.")
m("04-27 21:04", "edmund", "One further question: on operating days I tend to eat nothing at all until the evening. Is that detrimental to the training?", P,
  F("edmund", "diet", "eats nothing until the evening on operating days"), Q("edmund diet"))
m("04-28 07:10", "rhys", "Not ideal on training days. A protein shake or yoghurt between lists would help a lot. Could you try that for two weeks?",
  A("Try a protein snack between operating lists for two weeks", "edmund", None), Q("edmund diet"), Q("protein powder"))
m("05-02 12:40", "edmund", "Rhys, a small administrative matter. Could future invoices please be addressed to Hale Surgical Ltd rather than to me personally? My accountant is most insistent. The registered address is 14 Clifton Park Road, Bristol BS8 3HL.",
  P, Q("invoice billing", "edmund invoice"), QA("q_edmund_invoice"))
m("05-02 13:10", "rhys", "Of course, I'll pass it to Hana who does invoicing and we'll re-issue April's too.",
  A("Pass Edmund's company invoicing details to Hana and re-issue April's invoice", "rhys", None), Q("invoice billing", "edmund invoice"))
m("05-04 19:15", "edmund", "Sunday check-in: only two sessions this week owing to an emergency list on Thursday. I should mention that my GP has started me on amlodipine for mild hypertension; I trust this does not materially alter the programme.",
  P, F("edmund", "medical", "mild hypertension, started on amlodipine"), Q("edmund checkins"), QA("q_edmund_bp"))
m("05-04 20:00", "rhys", "Thanks for telling me. It doesn't change much: avoid long breath-holds on heavy sets, breathe out on the effort, and stand up slowly after floor work (amlodipine can make you light-headed).", QA("q_edmund_bp"))
m("05-11 20:40", "edmund", "Check-in, week four. Three sessions. The shoulder was somewhat irritated after the incline dumbbell press, so I reverted to the landmine midway through.", P,
  Q("edmund checkins", "edmund shoulder"))
m("05-11 21:05", "rhys", "Good call. Drop the incline press for now: landmine and push-ups on handles only.",
  D("Edmund drops the incline dumbbell press; landmine and push-ups only", "ed_noincline"), Q("edmund shoulder"))
m("05-18 21:05", "edmund", "Week five check-in. Three sessions. I have, somewhat to my surprise, purchased a weighted vest.", Q("edmund checkins"), P)
m("05-18 21:30", "rhys", "Ha, excellent purchase. Out of interest, where are you skiing?")
m("05-20 22:30", "edmund", "Chamonix, then the Haute Route over four days, conditions permitting. I am told the climbs are long and the huts unforgiving.",
  F("edmund", "goal", "planning to ski the Haute Route from Chamonix over four days"), Q("edmund skiing"))
m("05-25 19:40", "edmund", "Dear Rhys,\n\nHaving reflected, I find the written check-ins somewhat one-directional and would value a conversation. The rota for June has now been published: could we revert to a call, perhaps every other Sunday at 6pm, which I am able to protect?\n\nKind regards,\nEdmund",
  P, S, TC("Sundays at 6pm"), F("edmund", "availability", "can protect Sunday 6pm every other week"), Q("edmund checkins"), k="rev")
m("05-26 07:30", "rhys", "Yes let's do it: fortnightly Sunday 6pm calls, starting 1 June. I'll send a calendar invite.",
  S, D("Edmund goes back to fortnightly Sunday 6pm calls from 1 June", "ed_calls"), REV("ed_written"),
  A("Send Edmund a calendar invite for fortnightly Sunday 6pm calls", "rhys", None), Q("edmund checkins"), re="rev")
m("06-01 19:05", "rhys", "Great first call. Summary: we add step-ups with the vest, and start a 2x/week zone 2 block on the bike for the skiing.",
  D("Edmund adds weighted-vest step-ups and twice-weekly zone 2 bike sessions", "ed_z2"), Q("edmund skiing"), Q("edmund checkins"))
m("06-03 22:15", "edmund", "Rhys, the invoice for May still appears to be addressed to me personally. Not urgent, but my accountant will need it before the quarter closes on 30 June.",
  P, A("Re-issue Edmund's May invoice to Hale Surgical Ltd", "rhys", "06-30"), Q("invoice billing", "edmund invoice"), QA("q_edmund_invoice"))
m("06-04 07:45", "rhys", "Sorry about that Edmund, chasing it today.")
m("06-08 21:15", "edmund", "Rhys, no action required: the hospital has declared a critical incident (IT systems down), so tonight's check-in may be brief. Entirely in hand.", PN, Q("edmund checkins"))
m("06-11 21:30", "edmund", "Thank you; corrected invoice received. Until Sunday.", Q("edmund invoice"))

# ---------------------------------------------------------------- c05 Kez (emoji-heavy, postpartum)
chat("c05", "Kerys Pryce", "direct", ["rhys", "kez"],
     ["Kez", "postpartum", "diastasis", "running", "kettlebell", "parkrun", "physio"],
     "Kez is five months postpartum with a diastasis recti and wants to get back to running, ideally a parkrun. "
     "She trains at home with a 16kg kettlebell during the baby's naps and is breastfeeding, so calories stay up. "
     "After a women's health physio check they started a walk-run plan, and she ran her first parkrun in June.")
m("04-08 09:12", "kez", "hiyaaaa 👋👋 its kez!! so excited to start 🥳🥳 baby Rosie is 5 months now and i feel like a potato 🥔😂",
  F("kez", "medical", "five months postpartum (baby Rosie)"), Q("kez postpartum"))
m("04-08 09:14", "kez", "main goal = RUNNING again 🏃‍♀️🏃‍♀️ i used to do parkrun every sat before i got pregnant, want that back!!",
  P, F("kez", "goal", "wants to return to running and parkrun"), Q("kez running"), QA("q_kez_goal"), SN)
m("04-08 09:15", "kez", "oh and i have a gap in my tummy muscles 🙈 the midwife said diastasis something?? 2 fingers",
  F("kez", "medical", "diastasis recti, two-finger gap"), Q("kez postpartum"), QA("q_kez_diastasis"))
m("04-08 10:30", "rhys", "Welcome Kez!! 🎉 Love that goal. Before any running I'd really like you to see a women's health physio for the diastasis, do you have one near you?", Q("kez postpartum"), Q("kez running"))
m("04-08 10:31", "rhys", "Can you book one in the next couple of weeks? Then we plan the return-to-run properly",
  A("Book an appointment with a women's health physio", "kez", None), Q("kez postpartum"), Q("kez running"))
m("04-08 11:02", "kez", "ooh ok!! 👍 will book 📞")
m("04-09 13:40", "kez", "also what equipment do i need?? i have ONE kettlebell 😂 16kg. and a yoga mat. thats it. no gym, cant leave rosie 🙃",
  P, F("kez", "preference", "trains at home with one 16kg kettlebell and a mat; can't get to a gym"), Q("kez kettlebell"))
m("04-09 14:10", "rhys", "That's plenty! Home kettlebell plan it is, 3x 25 mins. I'll build it around nap times",
  D("Kez trains at home with a kettlebell plan, 3x25 minutes a week", "kez_kb"), Q("kez kettlebell"))
m("04-09 14:12", "kez", "naps are like 10-11:30 and 2-3 ish 💤 if the gods allow 🙏",
  F("kez", "availability", "free during baby's naps, about 10-11:30am and 2-3pm"), TC("during naps: 10-11:30am or 2-3pm"))
m("04-15 20:45", "kez", "booked physio for 29th april 🎉🎉", Q("kez postpartum"))
m("04-16 10:20", "kez", "EMERGENCY 🚨🚨🚨 rosie just did a poo during my swings 💩 session abandoned 😂😂", PN)
m("04-16 10:40", "rhys", "😂😂 counts as a full session")
m("04-18 21:00", "kez", "also my left wrist is sooo sore from lifting the car seat 😩 the GP said de quervain's?? mum wrist apparently 🙄", P,
  F("kez", "injury", "left wrist de Quervain's ('mum wrist') from lifting the car seat"), Q("kez wrist"))
m("04-19 08:30", "rhys", "Ah, super common. Goblet squats with the bell held by the horns, no snatches or cleans for now, and wear the splint if you were given one",
  D("Kez avoids kettlebell cleans and snatches while her wrist recovers", "kez_wrist"), Q("kez wrist"))
m("04-22 14:20", "kez", "quick q ❓ im still breastfeeding, do i need to eat more?? i'm starving all the time 😩",
  P, F("kez", "diet", "breastfeeding, hungry all the time"), Q("kez diet"), QA("q_kez_breastfeeding"))
m("04-22 15:05", "rhys", "Yes! Breastfeeding uses roughly 400-500 kcal a day. No calorie deficit for now; protein at each meal and snacks are your friend",
  D("No calorie deficit for Kez while she is breastfeeding", "kez_nodef"), Q("kez diet"), QA("q_kez_breastfeeding"))
m("04-29 16:30", "kez", "physio done!! ✅ she says gap is closing, 1.5 fingers now, and i can start walk-run 🥳🥳🥳 she said 1 min run 2 min walk",
  P, Q("kez postpartum", "kez running"), QA("q_kez_diastasis"))
m("04-29 17:00", "rhys", "YES Kez!! 🙌 Walk-run it is: 1/2 x 8, three times a week, on non-kettlebell days. I'll add it to your plan tonight",
  D("Kez starts a walk-run plan (1 min run / 2 min walk x8, three times a week)", "kez_walkrun"),
  A("Add the walk-run sessions to Kez's plan", "rhys", "today"), Q("kez running"))
m("05-08 21:10", "kez", "ran 3 mins without stopping today 😭😭 cried a bit ngl", Q("kez running"))
m("05-09 07:00", "rhys", "That's massive 💛")
m("05-09 07:30", "kez", "i'll send u my garmin data later so u can see the splits 📊", A("Send Rhys her Garmin running data", "kez", "today"), Q("kez running"))
m("05-14 10:15", "kez", "can we do a zoom this week 🙏 want u to watch my swing, feels like its all lower back 😬 any day 10-11 👶💤",
  P, S, TC("10-11am"), Q("kez kettlebell"), k="z")
m("05-14 10:40", "rhys", "Thurs 10:15?", S, re="z")
m("05-14 10:41", "kez", "👍👍", S)
m("05-15 11:00", "rhys", "Good call. Swings → deadlifts for now until we fix the hip hinge, then we bring them back",
  D("Kez replaces kettlebell swings with deadlifts until her hip hinge improves", "kez_noswing"), Q("kez kettlebell"))
m("05-26 19:50", "kez", "hinge drill is working!! swings back?? 🙏🙏🔔", P, Q("kez kettlebell"))
m("05-27 08:10", "rhys", "Send me a video of 10 and I'll decide 😄", A("Send Rhys a video of 10 kettlebell swings", "kez", None))
m("05-28 10:50", "kez", "[video] 🔔🔔🔔", P)
m("05-28 12:00", "rhys", "Beautiful. Swings are back in ✅", D("Kettlebell swings come back into Kez's plan", "kez_swingback"), REV("kez_noswing"), Q("kez kettlebell"))
m("06-07 09:55", "kez", "PARKRUN NEXT SAT 😱😱 the 14th!! getting nervous already", SN, Q("kez running"))
m("06-14 10:20", "kez", "DID IT 🏃‍♀️🏃‍♀️🏃‍♀️ 34:12 walked twice but WHO CARES 🥳🥳🥳 rosie was at the finish in the buggy 😭💛",
  Q("kez running"), QA("q_kez_parkrun"))
m("06-14 10:45", "rhys", "WHO CARES indeed!! 34:12, two months after starting from zero. So proud of you Kez 🎉", QA("q_kez_parkrun"))

# ---------------------------------------------------------------- c06 Tomasz (terse, Polish L1)
chat("c06", "Tomasz Nowak", "direct", ["rhys", "tomasz"],
     ["Tomasz", "hamstring", "rugby", "shifts", "pre-season", "protein", "Nordic"],
     "Tomasz is an amateur rugby player who strained his left hamstring at the end of the season and wants to be fast and strong for pre-season in July. "
     "He works rotating warehouse shifts, so sessions are planned week to week from his rota. "
     "After a setback with sprints they paused sprinting and built up Nordic curls; he eats about 200g of protein a day and was cleared to sprint again in June.")
m("04-07 15:30", "tomasz", "Hi coach. Tomasz. Rugby season finish last week. I pull hamstring left side in last game. Now walking ok.",
  P, F("tomasz", "injury", "strained left hamstring in the last rugby game of the season"), Q("tomasz hamstring"), QA("q_tomasz_ham"))
m("04-07 15:31", "tomasz", "Pre-season start 14 july. I want be faster and stronger than last year.",
  F("tomasz", "goal", "wants to be faster and stronger for rugby pre-season starting 14 July"), Q("tomasz rugby"))
m("04-07 16:10", "rhys", "Hi Tomasz! Sorry about the hammy. Has a physio looked at it? What grade did they say?", Q("tomasz hamstring"))
m("04-07 16:12", "tomasz", "Also I have concussion in february. Doctor say no contact 3 week. This is finished now.",
  F("tomasz", "medical", "had a concussion in February; cleared after three weeks"))
m("04-07 21:50", "tomasz", "Club physio say grade 1. 3 week no sprint.", Q("tomasz hamstring"), QA("q_tomasz_ham"), P)
m("04-08 07:00", "rhys", "Ok good. First 3 weeks: isometrics, bridges, upper body heavy. No sprinting till end of April.",
  D("Tomasz does no sprinting until the end of April; isometrics and upper body instead", "tom_nosprint"), Q("tomasz hamstring"))
m("04-08 07:02", "rhys", "How does your week look for training? Fixed days?", S)
m("04-08 22:15", "tomasz", "I work warehouse, shift change every week. Sometimes morning 6-2, sometimes night 10-6. I send rota every sunday ok?",
  P, S, F("tomasz", "availability", "rotating warehouse shifts (6am-2pm or 10pm-6am), rota changes weekly"),
  A("Send Rhys his shift rota every Sunday", "tomasz", None), Q("tomasz shifts"), QA("q_tomasz_shifts"))
m("04-09 06:45", "rhys", "Perfect, send it Sundays and I'll slot the sessions in", Q("tomasz shifts"), S)
m("04-13 19:00", "tomasz", "Rota: mon-wed morning, thu-sat night. Sunday off.", P, S, Q("tomasz shifts"), TC("after 2pm Mon-Wed (morning shifts); before the night shift Thu-Sat"))
m("04-13 19:40", "rhys", "Gym Mon/Wed at 3pm after shift, Fri before night shift ~5pm. Ok?", S, Q("tomasz shifts"))
m("04-13 19:41", "tomasz", "ok", S)
m("04-16 15:50", "tomasz", "How much protein I need? I eat 6 egg breakfast, chicken lunch, chicken dinner lol", P,
  F("tomasz", "diet", "high-protein diet: six eggs for breakfast, chicken at lunch and dinner"), Q("tomasz diet"))
m("04-16 16:30", "rhys", "Haha you're already there, ~180-200g a day is fine for you. Add some veg and rice around the chicken pls 😅", Q("tomasz diet"))
m("04-16 16:32", "tomasz", "Veg ok. Rice ok. Broccoli no.", F("tomasz", "preference", "refuses to eat broccoli"))
m("04-16 16:33", "tomasz", "Also I am allergic", F("tomasz", "medical", "allergic to peanuts and cashews"), k="allergy")
m("04-16 16:34", "tomasz", "to nuts. Peanut and cashew. So no peanut butter in plan please", P, F("tomasz", "medical", "allergic to peanuts and cashews"), Q("tomasz diet"))
m("04-16 16:50", "rhys", "Noted, no nuts anywhere in your plan 👍", Q("tomasz diet"), re="allergy")
m("04-28 16:20", "tomasz", "Hamstring feel good. Today I try sprint 80% and I feel pull again. Small. Not like first time.",
  P, Q("tomasz hamstring"), QA("q_tomasz_ham"), k="setb")
m("04-28 17:05", "rhys", "Ok, we don't push it. No sprinting for 2 more weeks. We start Nordic curls, 2x3, very slow, and build up",
  D("Tomasz pauses sprinting two more weeks and starts Nordic curls", "tom_nordic"), Q("tomasz hamstring"), re="setb")
m("04-28 17:06", "rhys", "Also can you ask the club physio to check it again this week?", A("Ask the club physio to re-check the hamstring", "tomasz", "sun"), Q("tomasz hamstring"))
m("04-30 21:00", "tomasz", "Physio say ok, only tight, not new tear.", Q("tomasz hamstring"))
m("05-04 18:30", "tomasz", "Rota: all week night. Sunday off.", P, S, Q("tomasz shifts"))
m("05-04 19:00", "rhys", "Then gym Mon/Wed/Fri 4pm after you sleep. Fine?", S, Q("tomasz shifts"))
m("05-04 21:45", "tomasz", "Fine", S)
m("05-06 16:10", "tomasz", "Coach is it ok I play touch rugby with friends sunday? Not training, just fun", P, SN)
m("05-06 16:40", "rhys", "Walk-jog pace and no sprinting flat out. Otherwise have fun", Q("tomasz hamstring"))
m("05-09 08:00", "tomasz", "Emergency. My gym close for renovation all week!! ... ok no problem I go to Pure Gym near work, is fine", PN)
m("05-18 19:20", "tomasz", "Rota: mon-thu morning. fri-sat night.", P, S, Q("tomasz shifts"))
m("05-18 19:45", "rhys", "Mon/Tue/Thu 3pm then. And Nordics are now 3x5, nice work", S, Q("tomasz hamstring", "tomasz shifts"))
m("05-18 19:50", "rhys", "Send me a video of your Nordics on Thursday pls", A("Send Rhys a video of his Nordic curls", "tomasz", "thu"), Q("tomasz hamstring"))
m("05-26 15:30", "tomasz", "Can we do video call to check my sprint technique before we start again? Only afternoon possible this week, morning I sleep.",
  P, S, TC("afternoons only this week"), Q("tomasz hamstring"), k="vc")
m("05-26 15:50", "rhys", "Wed 3:30?", S, re="vc")
m("05-26 15:51", "tomasz", "Yes", S)
m("05-28 16:20", "rhys", "Good session. You're cleared to sprint again, start at 70% over 20m, add 10% each week",
  D("Tomasz is cleared to sprint again, starting at 70% over 20m", "tom_sprint"), Q("tomasz hamstring"), QA("q_tomasz_ham"))
m("06-08 18:10", "tomasz", "Rota for next week i forget, sorry. I send tomorrow", A("Send next week's shift rota", "tomasz", "tmrw"), Q("tomasz shifts"))
m("06-09 06:30", "tomasz", "Rota: mon-fri morning. Finally normal week 😂", P, S, Q("tomasz shifts"))
m("06-09 07:10", "rhys", "Nice! Mon/Wed/Fri 3pm 👍", S, Q("tomasz shifts"))

# ---------------------------------------------------------------- c07 Lena (replies days later)
chat("c07", "Lena Brandt", "direct", ["rhys", "lena"],
     ["Lena", "marathon", "Berlin", "plantar", "asthma", "burpees", "lunchtime"],
     "Lena is training for the Berlin Marathon in September and wants strength work to stay injury free. "
     "She has asthma and plantar fasciitis in her right foot, hates burpees and can only train at lunchtime. "
     "She replies slowly; they settled on two 30-minute lunchtime strength sessions and added calf and foot work for the plantar fasciitis, and later cut to one session during her peak mileage weeks.")
m("04-09 12:10", "rhys", "Hi Lena, just checking you got the onboarding form? Would love to get you started this week")
m("04-12 12:40", "lena", "sorry!! just seeing this. yes got it, filling it in now. main thing: Berlin marathon in september, want strength so I don't get injured again like last year",
  P, F("lena", "goal", "running the Berlin Marathon in September; wants strength work to avoid injury"), Q("lena marathon"), QA("q_lena_goal"))
m("04-12 12:44", "lena", "also I'm asthmatic (inhaler, mostly fine) and I HATE burpees. like genuinely will quit",
  F("lena", "medical", "asthmatic, uses an inhaler"), F("lena", "preference", "hates burpees"), Q("lena asthma"), QA("q_lena_burpees"))
m("04-12 13:30", "rhys", "Ha, noted, a burpee-free zone 😂 How many days could you lift alongside the running?")
m("04-16 12:15", "lena", "sorry, mad week. 2 days max, and only at lunch, 12-1, I'm in the office otherwise and run mornings",
  P, S, TC("lunchtime 12-1 only"), F("lena", "availability", "can only train at lunchtime (12-1); runs in the mornings"), Q("lena marathon"))
m("04-16 12:40", "rhys", "Two 30-min lunchtime sessions it is. Tue + Thu? I'll send the plan tonight",
  S, D("Lena lifts twice a week in 30-minute lunchtime sessions", "lena_2x"), A("Send Lena her lunchtime strength plan", "rhys", "today"), Q("lena marathon"))
m("04-22 12:05", "lena", "did both sessions last week 💪 question: right heel is super sore first thing in the morning, like first steps out of bed. is that a strength thing or a see-someone thing",
  P, F("lena", "injury", "right heel pain on first steps in the morning (plantar fasciitis)"), Q("lena foot"), QA("q_lena_foot"), k="heel")
m("04-22 12:50", "rhys", "Sounds like plantar fasciitis. Both: get it looked at by a physio, and meanwhile we add calf raises with a towel under the toes + foot doming daily",
  D("Lena adds calf raises and foot exercises for the plantar fasciitis", "lena_calf"), A("Get the heel checked by a physio", "lena", None), Q("lena foot"), re="heel")
m("04-29 12:20", "lena", "physio confirmed plantar fasciitis in right foot. she says the calf stuff is exactly right 🙌", Q("lena foot"), QA("q_lena_foot"))
m("05-07 18:40", "rhys", "Hey Lena, how did this week go? You didn't log Thursday")
m("05-12 12:30", "lena", "ugh sorry. asthma was bad with the pollen, skipped thursday and my long run. better now", P,
  F("lena", "medical", "asthma is worse in pollen season"), Q("lena asthma"))
m("05-12 13:00", "rhys", "No stress at all. If pollen is bad, do the lifting indoors and move the run, not the other way round", Q("lena asthma"))
m("05-15 12:05", "lena", "ASAP question about tuesday's session - never mind, found it in the plan 🙈", PN)
m("05-20 12:10", "lena", "random q: is it bad that I don't eat anything before my morning runs? up to 90 mins",
  P, F("lena", "diet", "runs fasted in the morning, up to 90 minutes"), Q("lena diet"))
m("05-20 12:45", "rhys", "Under an hour easy is fine. For 90 min+ have something small, a banana or toast. You'll run better and recover better",
  D("Lena eats something small before runs longer than 90 minutes", "lena_fuel"), Q("lena diet"))
m("05-30 12:25", "lena", "my plan goes to 80k weeks in june, can I drop to one lifting session those weeks? feel cooked", P, Q("lena marathon"), k="one")
m("06-03 12:00", "lena", "??", P)
m("06-03 12:20", "rhys", "Sorry, missed this! Yes, one full-body session in the 80k weeks, keep the calf work daily",
  D("Lena drops to one lifting session a week during her 80k peak weeks", "lena_1x"), REV("lena_2x"), Q("lena marathon"), Q("lena foot"), re="one")
m("06-03 12:22", "lena", "thank u 🙏 also will be in Munich 20-29 june visiting family, no gym there",
  SN, F("lena", "availability", "in Munich visiting family 20-29 June"), P)
m("06-03 13:00", "rhys", "I'll do you a band + bodyweight version for Munich", A("Write Lena a band and bodyweight plan for Munich", "rhys", "06-20"))

# ---------------------------------------------------------------- c08 Jo (quick, busy parent)
chat("c08", "Jo Adeyemi", "direct", ["rhys", "jo"],
     ["Jo", "deadlift", "bodyweight", "coeliac", "school", "ankle", "invoice"],
     "Jo wants to deadlift her bodyweight (68kg) and trains between the school runs, 9:30 to 2:30 on weekdays. "
     "She is coeliac, has a weak right ankle from an old sprain and prefers the trap bar. "
     "Her missed April invoice was resent, her Friday sessions moved to Thursdays, and she pulled 70kg in June.")
m("04-07 09:40", "jo", "hey rhys! jo here. twins at school now so i finally have time lol. goal: deadlift my bodyweight. im 68kg",
  P, F("jo", "goal", "wants to deadlift her bodyweight (68kg)"), Q("jo deadlift"), QA("q_jo_goal"))
m("04-07 09:41", "jo", "can only train between drop off and pick up. 9.30-2.30 weekdays. weekends are chaos",
  F("jo", "availability", "weekdays 9:30am-2:30pm only (school runs); weekends not possible"), TC("weekdays 9:30am-2:30pm"))
m("04-07 10:15", "rhys", "Love it. Any injuries or health stuff I should know about?")
m("04-07 10:20", "jo", "coeliac. and my right ankle rolls if u look at it funny, sprained it badly in 2019",
  P, F("jo", "medical", "coeliac disease"), F("jo", "injury", "weak right ankle from a bad sprain in 2019"), Q("jo ankle", "jo coeliac"), QA("q_jo_coeliac"))
m("04-07 10:45", "rhys", "Got it. We'll add some ankle stability work to every session. And any food stuff from me will be gluten free", Q("jo ankle"))
m("04-08 11:00", "rhys", "Plan's in the app. Starting deadlift at 40kg, we'll go up 2.5 a week", D("Jo starts deadlifts at 40kg, adding 2.5kg a week", "jo_40"), Q("jo deadlift"))
m("04-14 13:20", "jo", "the straight bar kills my shins. trap bar ok instead?? gym has one", P, Q("jo deadlift"))
m("04-14 13:35", "rhys", "Yes, trap bar from now on, honestly better for you anyway", D("Jo switches to trap-bar deadlifts", "jo_trap"), Q("jo deadlift"))
m("04-14 13:36", "jo", "yesss. trap bar gang", F("jo", "preference", "prefers the trap bar over a straight bar"), Q("jo deadlift"))
m("04-18 11:30", "jo", "also i dont eat red meat, so if any of the recipes have beef can u swap for chicken", P,
  F("jo", "diet", "doesn't eat red meat"), Q("meal plan"))
m("04-18 12:00", "rhys", "Will do, all swapped to chicken or fish", A("Swap beef recipes for chicken or fish in Jo's meal plan", "rhys", None), Q("meal plan"))
m("04-25 10:05", "jo", "hey did u send april invoice? havent seen anything", P, Q("invoice billing", "jo invoice"))
m("04-25 10:30", "rhys", "Hmm should've gone out last week, let me check with Hana", A("Check with Hana about Jo's missing April invoice", "rhys", None), Q("jo invoice"))
m("04-28 09:50", "jo", "found it! it was in spam 🙄 paid now", Q("invoice billing", "jo invoice"), QA("q_jo_invoice"))
m("05-02 12:40", "jo", "argh. rolled the ankle on the school run, curb. its puffy. do i train tomorrow?", P, Q("jo ankle"), k="ank")
m("05-02 13:00", "rhys", "Ice, elevate, skip tomorrow. Upper body only next week and we'll see", D("Jo skips lower body for a week after rolling her ankle", "jo_ankle"), Q("jo ankle"), re="ank")
m("05-09 09:35", "jo", "ankle fine now 👍")
m("05-09 09:40", "rhys", "glad! can you send me a quick video of single-leg balance on the right side?", A("Send a video of single-leg balance on the right ankle", "jo", None), Q("jo ankle"))
m("05-12 09:50", "jo", "can we do a quick check-in call this week? not wed, school trip", P, S, TC("not Wednesday"))
m("05-12 10:10", "rhys", "tues 11?", S)
m("05-12 10:12", "jo", "perfect", S)
m("05-13 10:10", "jo", "can we move my fri sessions to thurs? fridays now assembly + swimming", P, S, TC("not Fridays"), k="thu")
m("05-13 10:30", "rhys", "Done, Thursdays 10am from this week", S, D("Jo's Friday sessions move to Thursdays 10am", "jo_thu"), re="thu")
m("05-21 11:45", "jo", "does protein powder have gluten?? the one at the gym says may contain", P, Q("protein powder", "jo coeliac"), QA("q_jo_coeliac"))
m("05-21 12:10", "rhys", "Some do. If it says may contain, skip it. Look for a certified GF one, I'll send you two I know are safe",
  A("Send Jo two certified gluten-free protein powder options", "rhys", None), Q("protein powder", "jo coeliac"))
m("05-21 12:11", "jo", "ur a star")
m("06-05 10:30", "jo", "65 FOR 2!!!! 🙀", Q("jo deadlift"))
m("06-05 10:40", "rhys", "Next week we test. You're pulling 68+")
m("06-07 17:00", "jo", "HELP 🆘 the twins found my chalk. the kitchen is a crime scene. no action needed, just grieving", PN)
m("06-12 10:55", "jo", "70KG. BODYWEIGHT PLUS TWO. im framing this [video]", Q("jo deadlift"), QA("q_jo_goal"))
m("06-12 11:05", "rhys", "Unreal Jo!! New goal time 😎")

# ---------------------------------------------------------------- c11 Nico (video editor)
chat("c11", "Nico Ferraro", "direct", ["rhys", "nico"],
     ["Nico", "edit", "thumbnail", "reels", "trailer", "consent", "footage"],
     "Nico edits the YouTube videos and reels: the deadlift video was trimmed and went out with a blue thumbnail, followed by three reels and a desk-mobility video. "
     "A gym member's face appeared in footage without consent, so Nico blurred it and Rhys agreed to set up a release form. "
     "Nico was away 19-23 May; for the programme launch he cut a 58-second trailer with instrumental music, ending on the price card, which Rhys approved.")
m("04-07 10:05", "nico", "raw footage from the deadlift shoot is uploading, 84gb 😬 drive link in 20 mins", Q("deadlift video"))
m("04-07 10:40", "rhys", "legend. can you have the deadlift edit done by thursday? want it live friday",
  A("Edit the deadlift YouTube video", "nico", "thu"), Q("deadlift video"))
m("04-07 10:52", "nico", "should be fine. thumbnails - me or ayo?", P, Q("thumbnail"))
m("04-07 11:10", "rhys", "you do thumbnails, ayo does captions + posting", D("Nico makes the thumbnails; Ayo does captions and posting", "roles_thumb"), Q("thumbnail"))
m("04-10 16:30", "nico", "first cut is in the drive, 14 mins. middle drags imo, the whole hip hinge cues bit", P, Q("deadlift video"), k="cut1")
m("04-10 17:45", "rhys", "agree. cut the hinge bit down to a minute, keep the common mistakes section as is",
  A("Trim the hip hinge section of the deadlift video to about a minute", "nico", None), Q("deadlift video"), re="cut1")
m("04-11 11:20", "nico", "v2 up, 11:40 now. scheduled for 5pm", Q("deadlift video"))
m("04-14 09:30", "nico", "thumbnail options for next week: red bg or blue bg [2 images]", P, Q("thumbnail"), QA("q_thumb_colour"), k="th")
m("04-14 10:02", "rhys", "hmm. red?", re="th")
m("04-14 10:05", "nico", "red clashes with your shirt tbh. looks like a ketchup advert", Q("thumbnail"))
m("04-14 10:06", "rhys", "fine, blue it is", D("Blue background for the thumbnail", "thumb_blue"), Q("thumbnail"), QA("q_thumb_colour"))
m("04-16 14:15", "nico", "btw my march invoice still hasnt been paid, hana said it was in the run?", P, Q("invoice billing", "nico invoice"), QA("q_nico_invoice"))
m("04-16 14:40", "rhys", "ugh sorry mate, I'll chase hana today", A("Chase Hana about Nico's unpaid March invoice", "rhys", "today"), Q("nico invoice"))
m("04-22 11:00", "nico", "next vid idea - mobility for desk workers? feels like half your clients sit all day", P, Q("desk mobility video"))
m("04-22 11:30", "rhys", "yes! desk mobility is next. I'll film it with the content day on the 10th",
  D("Next YouTube video is desk-worker mobility", "vid_desk"), Q("desk mobility video"), Q("filming day"))
m("04-22 11:40", "nico", "also someone needs to update the channel banner, it still says 2023 lol", P, A("Update the YouTube channel banner", None, None), Q("channel banner"))
m("04-22 11:55", "rhys", "ha. can you do it next week?", A("Update the YouTube channel banner", "nico", None), Q("channel banner"))
m("04-24 15:00", "rhys", "also could you cut 3 reels from the deadlift footage by end of next week?",
  A("Cut three reels from the deadlift footage", "nico", "05-02"), Q("reels"))
m("04-29 18:30", "nico", "reels 1+2 in the drive. 3 tomorrow", A("Deliver the third deadlift reel", "nico", "tmrw"), Q("reels"))
m("04-30 17:10", "nico", "reel 3 up 👍", Q("reels"))
m("05-06 12:00", "nico", "heads up im off 19-23 may, my sister's wedding in Lecce 🇮🇹 so nothing from me that week", P, SN, Q("nico holiday"), QA("q_nico_away"))
m("05-06 12:20", "rhys", "no worries, enjoy! let's batch two videos before then", D("Batch two videos before Nico's holiday", "batch2"), Q("nico holiday"))
m("05-08 09:10", "nico", "URGENT - the woman training in the background of the squat clip, her face is fully visible. do we have her consent??", P, Q("consent release"), QA("q_consent"), k="consent")
m("05-08 09:25", "rhys", "oh god no we don't. blur her please, and I'll sort a filming release form for the gym before the next shoot",
  A("Blur the gym member's face in the squat clip", "nico", None), A("Set up a filming release form for the gym", "rhys", None),
  D("Blur gym members without a release; use a filming release form from now on", "release"), Q("consent release"), QA("q_consent"), re="consent")
m("05-13 19:00", "nico", "desk mobility edit is 80% done, will finish tonight", A("Finish the desk mobility edit", "nico", "today"), Q("desk mobility video"))
m("05-14 10:10", "nico", "uploaded, scheduled thursday 6pm", Q("desk mobility video"))
m("05-14 10:25", "rhys", "perfect. can you export a 60s vertical version for tiktok too?", A("Export a 60-second vertical cut of the desk mobility video for TikTok", "nico", None), Q("desk mobility video", "tiktok"))
m("05-14 16:00", "nico", "done, sent to ayo")
m("05-26 09:05", "nico", "back! tanned and 3kg heavier. what did i miss", Q("nico holiday"))
m("05-26 09:20", "rhys", "welcome back! launch moved to the 9th, it's all in the team chat", Q("programme launch"), QA("q_launch_date"))
m("05-28 14:30", "nico", "for the launch trailer - music with lyrics or instrumental?", P, Q("launch trailer"), Q("programme launch"), k="mus")
m("05-28 15:00", "rhys", "instrumental. the lyrics one felt like a car advert", D("Launch trailer uses instrumental music", "trailer_music"), Q("launch trailer"), re="mus")
m("06-02 10:00", "nico", "need the kettlebell b-roll by wed at the latest or the trailer wont be ready for the 9th", P, A("Send Nico the kettlebell b-roll", "rhys", "wed"), Q("launch trailer"))
m("06-02 10:30", "rhys", "filming it tomorrow morning, uploaded by lunch", A("Film and upload the kettlebell b-roll", "rhys", "tmrw"), Q("launch trailer"))
m("06-03 13:15", "rhys", "b-roll in the drive 📦", Q("launch trailer"))
m("06-04 09:40", "nico", "got it. kitchen shot lighting is grim but i can grade it")
m("06-06 17:20", "nico", "trailer v1 in the drive, 58s", P, Q("launch trailer"), k="tr1")
m("06-06 18:00", "rhys", "love it. one change: end on the price card, not the logo", A("Change the trailer to end on the price card", "nico", None), Q("launch trailer"), re="tr1")
m("06-07 11:30", "nico", "v2 up", P, Q("launch trailer"))
m("06-07 12:05", "rhys", "approved ✅ ship it", D("Launch trailer v2 approved", "trailer_ok"), Q("launch trailer"))
m("06-11 15:00", "nico", "this is an emergency. i have run out of biscuits. send help 🍪", PN)
m("06-11 15:40", "nico", "urgent update: the new intro music slaps. that's it, that's the update", PN)
m("06-12 10:15", "nico", "also is it ok to send my may invoice now or wait till hana's back?", P, Q("nico invoice"))
m("06-12 10:40", "rhys", "send it now, I'll approve it and she'll pay it monday", A("Approve Nico's May invoice", "rhys", None), Q("nico invoice"))

# ---------------------------------------------------------------- c12 Ayo (social media, gen-z)
chat("c12", "Ayo Bankole", "direct", ["rhys", "ayo"],
     ["Ayo", "Forge", "testimonials", "TikTok", "launch", "price", "posting"],
     "Ayo runs social media: she agreed a posting schedule, collected testimonials from Kez and Jo, and negotiated the Forge Kettlebells collab at £750 plus kit and a 10% affiliate code, which Rhys signed. "
     "They paused TikTok in April, then brought it back after a desk-mobility clip got 40k views. "
     "For the 9 June programme launch she planned a 10-day content calendar, the price was set at £49 with a £39 offer for 72 hours, and launch day brought 89 sales in 24 hours.")
m("04-08 08:50", "ayo", "morning!! ☀️ analytics from last wk: reels up 40% 📈 the carousel flopped tho 💀", Q("analytics"))
m("04-08 08:52", "ayo", "can u send me 3 client wins for testimonials by fri?? with their permission obvs 🙏",
  P, A("Send Ayo three client wins for testimonials, with permission", "rhys", "fri"), Q("testimonials"))
m("04-08 09:30", "rhys", "yep, I'll ask Kez and Jo, they'd be up for it", A("Ask Kez and Jo for permission to use them as testimonials", "rhys", None), Q("testimonials"))
m("04-10 13:00", "ayo", "proposed posting schedule: reels tue/thu/sat 6pm, carousel every mon 9am. vibe? ✨", P, SN, Q("posting schedule"), k="sched")
m("04-10 13:20", "rhys", "vibe ✅", D("Posting schedule: reels Tue/Thu/Sat 6pm, carousel Mondays 9am", "post_sched"), Q("posting schedule"), re="sched")
m("04-15 17:40", "ayo", "BIG NEWS 🚨🚨 Forge Kettlebells slid into the DMs, they want a collab 👀👀", P, Q("forge deal"))
m("04-15 18:00", "rhys", "ooh. what are they after?")
m("04-15 18:03", "ayo", "3 posts + a yt mention, they send kit + £600. want me to negotiate? 😈", P, Q("forge deal"))
m("04-15 18:20", "rhys", "yes please, push for £800 and we keep creative control", A("Negotiate the Forge Kettlebells deal (aim £800, keep creative control)", "ayo", None), Q("forge deal"))
m("04-22 12:30", "ayo", "they came back w £750 + kit + 10% affiliate code 🙌 ok??", P, Q("forge deal"), QA("q_forge"), k="forge")
m("04-22 12:45", "rhys", "take it!", D("Accept the Forge Kettlebells deal: £750 plus kit and a 10% affiliate code", "forge_yes"), Q("forge deal"), QA("q_forge"), re="forge")
m("04-22 12:47", "ayo", "🥳 sending u the contract, need ur signature by end of the week", A("Sign the Forge Kettlebells contract", "rhys", "fri"), Q("forge deal"), P)
m("04-25 16:00", "rhys", "signed and sent back ✍️", Q("forge deal"))
m("04-29 10:10", "ayo", "lowkey the tiktok is dead 💀 like 200 views a post. should we stop and go all in on ig + yt?", P, Q("tiktok"), k="tt")
m("04-29 10:40", "rhys", "yeah let's pause tiktok for now", D("Pause posting on TikTok and focus on Instagram and YouTube", "tiktok_pause"), Q("tiktok"), QA("q_tiktok"), re="tt")
m("05-02 09:00", "ayo", "testimonials?? 👀👀", P, Q("testimonials"))
m("05-02 09:40", "rhys", "sorry! kez said yes, jo said yes but no face pics. sending now", Q("testimonials"),
  F("jo", "preference", "happy to give a testimonial but doesn't want her face shown"))
m("05-04 19:00", "ayo", "🚨 BREAKING 🚨 we hit 10k followers on ig!!! 🥳🥳🥳", PN, Q("analytics"))
m("05-04 19:20", "rhys", "WHAT 🎉🎉")
m("05-06 14:15", "ayo", "caption for the kez one ok? \"from zero to 3 minutes running in 4 weeks\" 🏃‍♀️💛", P, Q("testimonials"), Q("kez running"), k="cap")
m("05-06 14:30", "rhys", "perfect, but don't mention the baby or postpartum, she asked me to keep that private", Q("testimonials"),
  F("kez", "preference", "doesn't want her pregnancy/postpartum mentioned publicly"), re="cap")
m("05-12 11:00", "ayo", "can we hop on a call this week to plan launch content? im free tue after 2 or wed whenever 📞",
  P, S, TC("Tuesday after 2pm or any time Wednesday"), Q("programme launch"), k="call")
m("05-12 11:30", "rhys", "wed 11?", S, re="call")
m("05-12 11:31", "ayo", "bet", S)
m("05-14 12:10", "ayo", "recap 📝 10 days of launch content, countdown stories, 2 lives, email sequence (hana?). i'll draft the full calendar by monday",
  A("Draft the 10-day launch content calendar", "ayo", "mon"), Q("programme launch"))
m("05-19 17:30", "ayo", "calendar's in the doc ✅ lmk if anything's off", P, Q("programme launch"))
m("05-20 09:00", "rhys", "looks great. heads up the launch is moving to june 9, shift everything a week. details in team chat",
  A("Shift the launch content calendar back a week", "ayo", None), Q("programme launch"), QA("q_launch_date"))
m("05-21 10:00", "ayo", "can u record a 30s voiceover for the countdown reel by thurs? 🎙️", P, A("Record a 30-second voiceover for the countdown reel", "rhys", "thu"), Q("programme launch"))
m("05-21 10:20", "rhys", "will do it tomorrow", A("Record the countdown reel voiceover", "rhys", "tmrw"))
m("05-27 15:20", "ayo", "ok so. i put the desk mobility vertical on tiktok as a test and it's at 40k views 😳😳😳 reconsider???", P, Q("tiktok"), k="tt2")
m("05-27 15:45", "rhys", "ha ok, tiktok is back on. 2 a week, repurpose the reels",
  D("Resume TikTok with two repurposed reels a week", "tiktok_back"), REV("tiktok_pause"), Q("tiktok"), QA("q_tiktok"), re="tt2")
m("05-29 10:00", "ayo", "need the final price for the graphics asap 🙏 is it 49 or 39", P, Q("launch price"), QA("q_price"), k="pr")
m("05-29 10:20", "rhys", "49, with 39 as a launch offer for the first 72 hours", D("Programme price £49, with a £39 launch offer for the first 72 hours", "price"), Q("launch price"), QA("q_price"), Q("programme launch"), re="pr")
m("06-03 09:15", "ayo", "reminder ur ig live is thurs 7pm, i'll send u the prompts thurs morning 🎥", SN,
  A("Send Rhys the prompts for the Instagram live", "ayo", "thu"), Q("programme launch"))
m("06-09 12:00", "ayo", "LAUNCH DAY 🚀🚀🚀 42 sales in the first 3 hours omg", Q("programme launch", "launch sales"), QA("q_sales"))
m("06-10 09:00", "ayo", "89 in 24h 😭😭 we did that", Q("programme launch", "launch sales"), QA("q_sales"))
m("06-10 09:10", "rhys", "you did that!! incredible work")
m("06-10 13:30", "ayo", "ASAP!!!! ... jk i just wanted to say the forge bells arrived and they're gorgeous 😍", PN, Q("forge deal"))
m("06-11 14:00", "ayo", "forge want the 2nd post this week, can u film with the bells tmrw?", P, A("Film the second Forge Kettlebells post", "rhys", "tmrw"), Q("forge deal"))
m("06-11 14:20", "rhys", "yep, tomorrow morning")
m("06-13 16:45", "ayo", "last thing: can i take fri 20th off? it's my graduation 🎓🎓", P, SN, Q("ayo graduation"))
m("06-13 17:00", "rhys", "of course!! congrats 🎉", D("Ayo takes Friday 20 June off for her graduation", "ayo_off"))

# ---------------------------------------------------------------- c13 Hana (VA / bookkeeper, efficient)
chat("c13", "Hana Mills", "direct", ["rhys", "hana"],
     ["Hana", "invoices", "VAT", "insurance", "receipts", "Stripe", "release"],
     "Hana handles admin and bookkeeping: she renewed the public liability insurance at £212, submitted the VAT return (£1,432) after Rhys approved it, and chased him for missing March receipts. "
     "She fixed several invoice problems: Nico's unpaid March invoice, Jo's invoice in spam, Gus's move to quarterly billing and Edmund's invoices to Hale Surgical Ltd. "
     "She set up the launch product in Stripe without a payment plan, drafted the filming release form and four launch emails, and was on leave 9-13 June.")
m("04-07 08:05", "hana", "Good morning Rhys. Three things this week:\n1) April invoices go out Tuesday.\n2) VAT return is due 7 May.\n3) Public liability insurance renews 30 April. Same provider?",
  P, Q("vat return", "insurance"), SN, k="three")
m("04-07 08:40", "rhys", "Morning! 2) can you prep it and I'll check it, 3) yes same provider unless it's gone up loads",
  A("Prepare the VAT return draft", "hana", None), Q("vat return", "insurance"), re="three")
m("04-09 10:15", "hana", "Insurance renewal quote is £212 (last year £189). Still happy to renew?", P, Q("insurance"), QA("q_insurance"), k="ins")
m("04-09 10:50", "rhys", "yes fine, renew it", D("Renew public liability insurance with the same provider at £212", "ins_renew"), Q("insurance"), QA("q_insurance"), re="ins")
m("04-09 11:00", "hana", "Renewed. Certificate saved in Admin > Insurance.", Q("insurance"))
m("04-16 14:45", "rhys", "Nico says his March invoice hasn't been paid? can you check", A("Check why Nico's March invoice is unpaid", "hana", None), Q("nico invoice"))
m("04-16 15:30", "hana", "Apologies, the bank flagged it as a new payee and held it. Paid now; it should land tomorrow.", Q("nico invoice", "invoice billing"), QA("q_nico_invoice"))
m("04-24 20:35", "rhys", "can you send Priya the vegetarian meal template tomorrow? I sent her the chicken one 🙈",
  A("Send Priya the vegetarian meal template", "hana", "tmrw"), Q("meal plan"))
m("04-25 09:10", "hana", "Sent. Note we only have a vegetarian version of the standard template, not the high-protein one. Shall I ask the nutritionist to make one?", P, Q("meal plan"), k="veg")
m("04-25 09:30", "rhys", "yes please", A("Ask the nutritionist for a vegetarian high-protein meal template", "hana", None), Q("meal plan"), re="veg")
m("04-25 10:35", "rhys", "also Jo says she never got her April invoice?", A("Look into Jo's missing April invoice", "hana", None), Q("jo invoice"))
m("04-25 11:00", "hana", "It went out on the 8th, probably in her spam. I've resent it.", Q("jo invoice", "invoice billing"), QA("q_jo_invoice"))
m("04-28 09:00", "hana", "Receipts: I'm missing 4 card payments from March (Amazon x2, Decathlon, Screwfix). Could you upload them to the folder by Friday?",
  P, A("Upload the four missing March receipts", "rhys", "fri"), Q("receipts"), QA("q_receipts"))
m("05-02 08:20", "rhys", "two for you: Gus wants to pay quarterly from June, and Edmund needs invoices to Hale Surgical Ltd (address in the screenshot), re-issue April's too",
  A("Set Gus up on quarterly billing from June", "hana", None), A("Re-issue Edmund's April invoice to Hale Surgical Ltd", "hana", None), Q("invoice billing", "edmund invoice"))
m("05-02 09:00", "hana", "Will do both today.")
m("05-02 15:40", "hana", "Done. Gus's first quarterly invoice goes out 1 June (£435). Edmund's April invoice re-issued to Hale Surgical Ltd.", Q("invoice billing", "edmund invoice"), QA("q_gus_billing"))
m("05-05 09:30", "hana", "VAT return draft is in the shared folder. I need your approval by Tuesday to submit before the 7th.",
  P, A("Approve the VAT return draft", "rhys", "tue"), Q("vat return"))
m("05-06 08:15", "rhys", "approved 👍", D("VAT return approved for submission", "vat_ok"), Q("vat return"))
m("05-06 11:20", "hana", "Submitted. £1,432 due, payment scheduled for the 7th.", Q("vat return"), QA("q_vat"))
m("05-07 10:00", "hana", "For your records: the HMRC payment has cleared. No action needed.", PN, Q("vat return"))
m("05-09 09:00", "hana", "Receipts: still outstanding, only the Decathlon one is in the folder.", P, Q("receipts"), QA("q_receipts"))
m("05-09 09:45", "rhys", "argh. tonight, promise", A("Upload the remaining March receipts", "rhys", "today"), Q("receipts"))
m("05-10 08:00", "hana", "Received all three, thank you.", Q("receipts"))
m("05-15 14:00", "hana", "Stripe: the new programme needs its own product. Do you also want a payment plan option (3 x £17)?", P, Q("launch price", "stripe"), k="pp")
m("05-15 14:30", "rhys", "no payment plan, keep it simple", D("No payment plan for the programme, single payment only", "no_plan"), Q("launch price", "stripe"), re="pp")
m("05-21 10:00", "hana", "Filming release form drafted (adapted from the insurer's template). Could you review it?", P, Q("consent release"), QA("q_consent"))
m("05-21 12:30", "rhys", "read it, looks good. can you send it to Marcus at the gym?", A("Send the filming release form to Marcus, the gym manager", "hana", None), Q("consent release"))
m("05-26 09:00", "hana", "The accountant wants the Q1 bookkeeping pack by 20 June. I'll have it ready by the 13th if you can sign off the P&L before I go on leave.", P,
  A("Prepare the Q1 bookkeeping pack for the accountant", "hana", "06-13"), A("Sign off the P&L", "rhys", "06-06"), Q("accountant"))
m("05-26 09:30", "rhys", "deal, send the P&L over when it's ready", Q("accountant"))
m("05-28 11:00", "hana", "Launch email sequence: I've drafted 4 emails. Ayo would like 5. Which do you prefer?", P, Q("programme launch", "launch emails"), k="em")
m("05-28 11:45", "rhys", "4 is plenty, tell Ayo I said so 😄", D("Launch email sequence is four emails, not five", "emails4"), Q("programme launch", "launch emails"), re="em")
m("06-03 09:00", "hana", "Reminder: I'm on annual leave 9-13 June. Invoices that need to go out should reach me by Friday.", SN, Q("hana leave"), P)
m("06-03 09:20", "rhys", "noted, enjoy!")
m("06-04 07:50", "rhys", "Edmund's May invoice went to him personally again, can you re-issue to Hale Surgical Ltd before you go?",
  A("Re-issue Edmund's May invoice to Hale Surgical Ltd", "hana", "06-06"), Q("edmund invoice"))
m("06-04 08:30", "hana", "My fault, the template didn't keep the change. Re-issued, and the template is fixed now.", Q("edmund invoice"), QA("q_edmund_invoice"))
m("06-16 08:45", "hana", "Back. Nico's May invoice is paid. The nutritionist sent the vegetarian high-protein template, shall I send it to Priya?", P, Q("meal plan", "nico invoice"))
m("06-16 09:00", "rhys", "yes please!", A("Send Priya the vegetarian high-protein template", "hana", None), Q("meal plan"))

# ---------------------------------------------------------------- c14 Team group
chat("c14", "Calloway Strength Team", "group", ["rhys", "nico", "ayo", "hana"],
     ["launch", "Strong at Home", "June", "team call", "refund", "filming", "Wednesday"],
     "The team chat plans the launch of the 12-week 'Strong at Home' programme, first targeted for 2 June and moved to 9 June because the videos would not be edited in time while Nico was away. "
     "A content filming day was set for Saturday 10 May, a 14-day refund policy was added, and Canva and YouTube access issues were sorted. "
     "The weekly team call started on Mondays at 10am but, after bank holidays and Ayo's lectures, moved to Wednesdays at 3pm after the launch retro. Ayo invited everyone to a barbecue on 28 June.")
m("04-07 09:00", "rhys", "Morning team 👋 big one this quarter: the home programme launch, target date Monday 2 June. And let's do a weekly team call, Mondays 10am from next week?",
  S, D("Programme launch targeted for 2 June", "launch_jun2"), D("Weekly team call on Mondays at 10am", "team_mon"), Q("programme launch", "team call"))
m("04-07 09:12", "nico", "mondays 10 fine", S, Q("team call"))
m("04-07 09:20", "ayo", "👍👍")
m("04-07 09:31", "hana", "Works for me.", S)
m("04-08 12:00", "ayo", "name ideas for the programme: 'Strong at Home', 'Kitchen Kettlebell Club', 'Iron Living Room' 😂", P, Q("programme name"), QA("q_prog_name"), Q("programme launch"))
m("04-08 12:05", "nico", "iron living room lmao")
m("04-08 12:30", "hana", "'Strong at Home' is the only one I'd be comfortable putting on an invoice.", Q("programme name"), Q("programme launch"))
m("04-09 07:45", "rhys", "Strong at Home it is 💪", D("The programme is called 'Strong at Home'", "name"), Q("programme name"), QA("q_prog_name"), Q("programme launch"))
m("04-14 10:40", "rhys", "Notes from today: Nico = deadlift vid + 3 reels, Ayo = testimonials + Forge, Hana = Stripe + VAT. I'll write the 12 weeks of programming by Friday 16 May",
  A("Write the 12-week Strong at Home programme", "rhys", "05-16"), Q("programme launch", "team call"), Q("vat return"))
m("04-17 16:00", "hana", "Someone needs to renew the Canva subscription, it lapses on Sunday.", P, A("Renew the Canva subscription", None, "sun"), Q("canva"))
m("04-17 16:20", "rhys", "I'll do it tonight", A("Renew the Canva subscription", "rhys", "today"), Q("canva"))
m("04-21 08:30", "rhys", "Easter Monday so no call today! Tomorrow 10am instead?", S, Q("team call"), k="east")
m("04-21 09:10", "ayo", "tues 10 i have a lecture 😩 can we do 2?", P, S, TC("not Tuesday morning (lectures)"), Q("team call"), re="east")
m("04-21 09:40", "rhys", "2pm tues it is", S, Q("team call"))
m("04-25 15:10", "ayo", "🚨🚨🚨 CODE RED 🚨🚨🚨 nico used comic sans on a draft thumbnail", PN, Q("thumbnail"))
m("04-25 15:12", "nico", "it was IRONIC")
m("04-25 16:00", "hana", "Urgent-ish: the office plant has died. I have given it a funeral.", PN)
m("04-28 10:50", "rhys", "call notes: launch filming day is Sat 10 May at the gym, 9am. whoever can come, come",
  S, D("Launch content filming day on Saturday 10 May at 9am at the gym", "shoot_may10"), Q("filming day", "team call"), QA("q_shoot"))
m("04-28 11:02", "nico", "im in")
m("04-28 11:05", "ayo", "i'll be there, bringing the ring light 💡", A("Bring the ring light to the filming day", "ayo", "05-10"), Q("filming day"))
m("04-28 12:15", "hana", "I can't make the 10th, it's my nephew's christening.", SN, P, Q("filming day"))
m("05-06 13:30", "ayo", "lowkey urgent: who has the youtube studio login?? locked out and the reel is meant to go at 6", P, Q("youtube login"))
m("05-06 13:42", "hana", "It's in the password manager under 'YT brand'.", Q("youtube login"))
m("05-06 13:43", "ayo", "ur a lifesaver")
m("05-12 10:45", "rhys", "call notes: programme is fully written ✅ Nico away 19-23. Ayo needs the final price by end of month", Q("programme launch", "team call"), Q("launch price"))
m("05-19 11:00", "hana", "Stripe product is set up; I just need the final sales page copy to link it.", P, Q("programme launch", "stripe"))
m("05-19 11:30", "rhys", "writing it this week", A("Write the sales page copy for the programme", "rhys", "05-23"), Q("programme launch"))
m("05-20 08:45", "rhys", "Team, change of plan: launch moves from June 2 to June 9. With Nico off this week the programme videos won't be ready and I'd rather not rush it.",
  D("Launch moved from 2 June to 9 June", "launch_jun9"), REV("launch_jun2"), Q("programme launch"), QA("q_launch_date"))
m("05-20 08:50", "ayo", "honestly relieved 😮‍💨 shifting the calendar now")
m("05-20 09:05", "hana", "I'll update the launch date in Stripe and the email schedule.", A("Update the launch date in Stripe and the email schedule", "hana", None), Q("programme launch"))
m("05-26 08:00", "rhys", "bank holiday today (for real this time 😂) - call tuesday 10?", S, Q("team call"))
m("05-26 08:20", "ayo", "tues 10 lecture again 😭 2pm?", P, S, TC("not Tuesday morning (lectures)"), Q("team call"))
m("05-26 08:25", "nico", "either works", S)
m("05-26 08:40", "rhys", "2pm it is", S)
m("06-02 10:50", "rhys", "Launch week next week! Checklist: trailer (Nico), sales page (me, done), emails (Hana), countdown stories (Ayo). Anything missing?", Q("programme launch"), Q("launch trailer"))
m("06-02 10:55", "ayo", "also someone should write an FAQ for the sales page 👀 not it 🙃", A("Write an FAQ for the sales page", None, None), Q("programme launch"), P)
m("06-02 11:05", "hana", "I'll draft the FAQ on Wednesday.", A("Draft the sales page FAQ", "hana", "wed"), Q("programme launch"))
m("06-02 11:10", "hana", "A refund policy. We don't have one written for digital products.", P, Q("refund policy"), k="ref")
m("06-02 11:30", "rhys", "14 days, no questions asked. I'll add it to the sales page today",
  D("14-day no-questions refund policy for the programme", "refund14"), A("Add the refund policy to the sales page", "rhys", "today"), Q("refund policy"), QA("q_refund"), re="ref")
m("06-06 13:00", "nico", "the gym wifi is so bad i nearly threw my laptop in the canal. this is a crisis", PN)
m("06-06 19:30", "ayo", "summer social!! bbq at mine sat 28th june 🍔🌭 plus ones welcome", SN, Q("bbq"))
m("06-06 19:45", "nico", "im there")
m("06-06 20:10", "hana", "Will bring a salad and my husband.")
m("06-09 09:00", "rhys", "WE'RE LIVE 🚀 thank you all, genuinely", Q("programme launch"), QA("q_launch_date"))
m("06-10 17:00", "rhys", "post-launch retro tomorrow instead of waiting for monday? would like to do it while it's fresh", S, Q("team call"), Q("programme launch"), k="retro")
m("06-10 17:10", "ayo", "yes!! anytime after 1", S, TC("after 1pm"), re="retro")
m("06-10 17:15", "nico", "3?", S, P)
m("06-10 17:20", "rhys", "3pm wed it is", S)
m("06-11 16:10", "rhys", "Retro done. One change: weekly calls move to Wednesdays 3pm for good, Mondays keep clashing with bank holidays and lectures",
  D("Weekly team call moves permanently to Wednesdays at 3pm", "team_wed"), REV("team_mon"), Q("team call"), QA("q_team_call"), S)
m("06-11 16:15", "ayo", "i'll put the launch numbers in a one-pager by friday 📊", A("Compile the launch numbers into a one-pager", "ayo", "fri"), Q("launch sales"), Q("programme launch"))

# ---------------------------------------------------------------- c15 Saturday Lifting Club (client group)
chat("c15", "Saturday Lifting Club", "group", ["rhys", "priya", "tomasz", "jo"],
     ["Saturday", "session", "Barbell Club", "mock meet", "July", "chickenpox", "pub"],
     "A monthly in-person Saturday group session for Priya, Tomasz and Jo at Bristol Barbell Club. "
     "The first session was moved to 3 May so Jo could come; the 31 May session became a mock meet for Priya, which Jo missed because her twins had chickenpox. "
     "The next session is Saturday 12 July at 10am, and they planned drinks at the Three Tuns pub to celebrate Priya's meet.")
m("04-09 18:00", "rhys", "Hi all! Setting up a monthly Saturday group session at Bristol Barbell Club 🏋️ First one: Sat 26 April or Sat 3 May, 10am?", S, Q("saturday session"), k="first")
m("04-09 18:20", "priya", "26 ✅", S, Q("saturday session"), re="first")
m("04-09 19:05", "tomasz", "26 ok. I work night on friday but fine", S, Q("saturday session"))
m("04-09 20:40", "jo", "3rd better for me. 26th my partner's away so no one has the twins 😬", P, S, TC("not 26 April"), Q("saturday session"))
m("04-10 07:30", "rhys", "ok 3 May it is, 10am", S, D("First Saturday group session on 3 May at 10am", "sat_may3"), Q("saturday session"))
m("04-10 07:45", "priya", "np")
m("04-10 08:00", "tomasz", "Ok 3 may", Q("saturday session"))
m("05-01 12:00", "rhys", "Reminder: Sat 10am! Bring belts, chalk provided. £15 each, on the day or via the app", SN, Q("saturday session"))
m("05-01 12:30", "jo", "is there parking??", P)
m("05-01 12:45", "rhys", "yes, free on Saturdays behind the building")
m("05-01 12:50", "jo", "also pls tell me there's no pre-workout culture there, i quit caffeine in jan, doctor's orders (heart palpitations) 😅", P,
  F("jo", "medical", "heart palpitations; quit caffeine in January on doctor's advice"))
m("05-01 13:05", "rhys", "haha zero pre-workout pressure, there's a water fountain and that's it")
m("05-03 14:00", "priya", "that was so fun. brunch after next time?", SN, Q("brunch"))
m("05-03 14:10", "tomasz", "Yes. I know good place, Full Court Café. Big breakfast", SN, Q("brunch"))
m("05-05 19:00", "tomasz", "Next one is when?", P, S, Q("saturday session"))
m("05-05 19:30", "rhys", "Sat 31 May, same time?", S, Q("saturday session"))
m("05-05 19:40", "priya", "31st is 2 wks before the meet, fine for me", S, Q("priya meet", "saturday session"))
m("05-05 21:10", "jo", "31 ✅", S, Q("saturday session"))
m("05-06 07:00", "rhys", "locked in: 31 May 10am", S, D("Second Saturday session on 31 May at 10am", "sat_may31"), Q("saturday session"))
m("05-20 20:15", "priya", "can we make the 31st a mock meet? like proper commands and everything", P, Q("mock meet"), Q("saturday session"), k="mock")
m("05-20 20:40", "rhys", "love that. yes, mock meet on the 31st. I'll bring the judging lights",
  D("The 31 May session becomes a mock meet", "mock"), A("Bring the judging lights to the mock meet", "rhys", "05-31"), Q("mock meet"), Q("saturday session"), re="mock")
m("05-20 20:45", "jo", "i am NOT doing commands, i'll cry")
m("05-20 21:00", "tomasz", "I do commands. I am very loud")
m("05-21 08:00", "rhys", "whoever gets there first on the 31st, grab the platform by the window pls", A("Grab the platform by the window at the mock meet", None, "05-31"), Q("mock meet"))
m("05-28 07:40", "jo", "ugh. twins have chickenpox 🤒 might have to bail on sat, will know by friday", P, Q("mock meet"), SN, Q("saturday session"))
m("05-30 18:00", "jo", "confirmed bail 😭 sorry guys", Q("mock meet"), P)
m("05-30 18:20", "rhys", "no worries at all, hope they feel better soon 💛")
m("05-31 14:30", "tomasz", "Priya 120 deadlift look easy. She is ready", Q("mock meet"))
m("05-31 14:35", "priya", "shut up 😳 thx")
m("05-31 15:00", "tomasz", "Important!!! I pull 200kg deadlift today also. Nobody see because everyone watch Priya 😂", PN)
m("06-01 10:00", "rhys", "Next session after Priya's meet: Sat 5 July or Sat 12 July?", S, Q("saturday session"), k="jul")
m("06-01 10:20", "priya", "12 pls, 5th is my cousin's wedding", S, TC("not 5 July"), Q("saturday session"), re="jul")
m("06-01 11:00", "tomasz", "Pre-season start 14 july. 12 ok for me", S, Q("saturday session"))
m("06-01 12:30", "jo", "12 👍 chickenpox all gone", S, Q("saturday session"))
m("06-01 13:00", "rhys", "12 July 10am ✅", S, D("Next Saturday session on 12 July at 10am", "sat_jul12"), Q("saturday session"), QA("q_next_session"))
m("06-12 19:00", "jo", "good luck on sat priya!!! 🍀")
m("06-12 19:10", "tomasz", "Go smash it 💪")
m("06-15 11:00", "priya", "9/9 🥹 ty all", Q("priya meet"))
m("06-15 11:20", "jo", "pub to celebrate? fri 20th, the Three Tuns?", SN, Q("pub"))
m("06-15 11:25", "tomasz", "Yes", SN)
m("06-15 11:40", "rhys", "I'm in 🍻", SN)

# ---------------------------------------------------------------- c16 Lunchtime circuit (client group, Zoom)
chat("c16", "Lunchtime Circuit", "group", ["rhys", "kez", "mariko", "lena"],
     ["circuit", "Zoom", "Wednesday", "recording", "nap", "2:15", "burpees"],
     "A weekly 30-minute Zoom circuit (no burpees) for Kez, Mariko and Lena. It was set for Wednesdays at 12:00 to fit Kez's baby's naps and Lena's lunchtime-only window, and Rhys started recording sessions for people who miss them. "
     "When Rosie's naps moved to 12-2 and Lena got flexitime, the class moved to Wednesdays at 2:15pm from 4 June. "
     "Mariko missed two weeks in Japan and watched the recordings.")
m("04-14 12:00", "rhys", "Welcome to the lunchtime circuit group! 30 mins, bodyweight + kettlebell/dumbbells, on Zoom. Which day works? thinking Tue or Wed 12:15", S, Q("circuit time"), k="open")
m("04-14 12:20", "lena", "wed 12:15 perfect, tuesdays I have a standing meeting", S, TC("not Tuesdays"), Q("circuit time"), re="open")
m("04-14 13:05", "mariko", "Wednesday is OK for me. 12:15 is lunch time but I can eat after 😊", S, Q("circuit time"))
m("04-14 14:30", "kez", "ahh 12:15 is right when rosie wakes up 😩😩 naps are 10-11:30... could we do 11:45?? 🙏", P, S, Q("circuit time"))
m("04-14 14:50", "lena", "11:45 is tricky, I'm in the office till 12. 12 sharp?", S, TC("not before 12pm"), P, Q("circuit time"))
m("04-14 15:00", "kez", "12 works!! if she wakes up i'll do it with her on my hip 😂", S, Q("circuit time"))
m("04-14 15:15", "rhys", "Wednesdays 12:00 then. First one this Wed, the 16th 🙌", S, D("Lunchtime circuit runs on Wednesdays at 12:00", "circ_wed12"), Q("circuit time"))
m("04-16 12:40", "kez", "that was BRUTAL 🥵🥵 loved it")
m("04-16 12:42", "mariko", "My legs are like tofu.")
m("04-16 12:45", "lena", "no burpees. I noticed. thank you 🙏")
m("04-23 09:30", "lena", "can't make today, work offsite 😞 will it be recorded?", P, Q("circuit recording"), k="rec")
m("04-23 10:00", "rhys", "good shout. I'll record them from now on and drop the link here after",
  D("Circuit sessions are recorded and shared in the group", "record"), A("Record each circuit session and share the link", "rhys", None), Q("circuit recording"), re="rec")
m("04-23 12:50", "rhys", "today's recording 👉 [link]", Q("circuit recording"))
m("04-30 13:10", "kez", "SOS 🆘🆘 my legs STILL hurt from last week's lunges 😂", PN)
m("04-30 13:20", "mariko", "Urgent report: my cat sat on my kettlebell during circuit. Cat is fine. Kettlebell is fine.", PN)
m("05-07 13:00", "mariko", "I inform you that I cannot join on 14 May and 21 May, I am in Japan. I will watch the recording.", SN, Q("circuit recording", "mariko japan"), P)
m("05-07 13:15", "rhys", "thanks Mariko, have a wonderful trip!")
m("05-12 18:00", "rhys", "for wednesday everyone needs a sturdy chair or step for step-ups 🪑", A("Have a sturdy chair or step ready for step-ups", None, "wed"))
m("05-14 12:45", "rhys", "recording from today 👉 [link]", Q("circuit recording"))
m("05-21 12:45", "rhys", "today's recording 👉 [link]", Q("circuit recording"))
m("05-27 20:30", "kez", "rosie's naps have totally changed 😭 she naps 12-2 now 🙃 wednesday 12 is the worst time ever. any chance we could move??",
  P, S, TC("not 12-2pm"), F("kez", "availability", "baby now naps 12-2pm, so midday is difficult"), Q("circuit time"), k="move")
m("05-27 20:45", "lena", "I can only really do lunch 12-1 though 😬", S, P, Q("circuit time"))
m("05-27 21:00", "mariko", "For me any time after 11 is OK.", S, Q("circuit time"))
m("05-29 12:10", "lena", "actually! new job from june has flexitime, so 2:15 could work", S,
  F("lena", "availability", "has flexitime from June, so 2:15pm can work"), P, Q("circuit time"))
m("05-29 12:20", "kez", "2:15 👏👏 rosie would be up and happy", S, Q("circuit time"))
m("05-29 13:00", "mariko", "2:15 is OK for me.", S, Q("circuit time"))
m("05-29 13:30", "rhys", "Moving to Wednesdays 2:15pm from 4 June then 👍", S,
  D("Lunchtime circuit moves to Wednesdays at 2:15pm from 4 June", "circ_wed215"), REV("circ_wed12"), Q("circuit time"), QA("q_circuit_time"))
m("06-04 14:50", "kez", "first 2:15 one done, rosie clapping along 😂👏", Q("circuit time"))
m("06-11 14:55", "lena", "can we pls have a playlist that isn't 2010s gym bangers 😂 something chiller?", P, Q("playlist"))
m("06-11 15:05", "rhys", "you've been outvoted, Kez requested the bangers 😂", Q("playlist"))
m("06-11 15:06", "kez", "🎶🎶 BANGERS 🎶🎶")
m("06-11 15:30", "mariko", "Also I bought a new kettlebell, 12kg! Now I can do the heavy version 💪")

# ---------------------------------------------------------------- c17 Content shoot group
chat("c17", "Shoot Day 🎬", "group", ["rhys", "nico", "ayo"],
     ["shoot", "shot list", "Tomasz", "SD card", "swing", "Forge", "reshoot"],
     "Planning chat for the 10 May content day, with a shared shot list: two long videos (desk mobility and kettlebell basics), about eight reels and launch b-roll, with Tomasz filmed after lunch because of his night shifts and a release form. "
     "Ayo bought a second SD card; the slow-motion swing shot needed a reshoot, which Rhys did at home. "
     "In June they arranged the Forge Kettlebells shoot for 11am because Nico had the dentist in the morning.")
m("04-29 09:00", "ayo", "made a group for the 10th 🎬 shot list draft is in the doc, pls add stuff", P, Q("filming day", "shot list"), k="sl")
m("04-29 09:40", "nico", "we need: 2 long vids (desk mobility + kettlebell basics), ~8 reels, launch b-roll", Q("filming day", "shot list"))
m("04-29 10:00", "rhys", "agree. kettlebell basics is the second long one", D("The two long videos for the shoot are desk mobility and kettlebell basics", "kb_basics"), Q("shot list"))
m("04-29 10:05", "ayo", "can we get a client in?? tomasz would look so good on camera lol", P, Q("filming day"), k="cl")
m("04-29 10:30", "rhys", "I'll ask him, but only if he signs a release", A("Ask Tomasz to appear in the shoot and sign a release", "rhys", None), Q("filming day", "consent release"), re="cl")
m("05-02 18:30", "rhys", "Tomasz is in! he's on nights that week though, so he can only do 1-3pm", S, TC("1-3pm only"), Q("filming day"))
m("05-02 18:45", "nico", "so we start at 9 with the long vids and do his bits after lunch", S, D("Shoot starts at 9 with the long videos; Tomasz filmed after lunch", "shoot_plan"), Q("filming day"))
m("05-07 08:20", "ayo", "weather says 90% rain on sat ☔ does that matter?", P, Q("filming day"))
m("05-07 08:40", "rhys", "all indoors, we're fine")
m("05-07 09:30", "ayo", "DEADLINE ALERT ⏰⏰ oh wait the shoot's saturday not tomorrow. ignore me 😂", PN, SN, Q("filming day"))
m("05-08 17:10", "nico", "i need a second SD card, someone grab one before saturday pls", P, A("Buy a second SD card before the shoot", None, "05-10"), Q("sd card"))
m("05-08 17:15", "ayo", "on it 🛒", A("Buy a second SD card", "ayo", "05-10"), Q("sd card"))
m("05-10 08:45", "ayo", "here! rain is biblical 🌧️ bringing coffees", Q("filming day"))
m("05-10 18:00", "rhys", "what a day. thank you both 🙏 pizza's on me next time", Q("filming day"))
m("05-10 18:05", "nico", "i'll back up both cards to the drive tonight", A("Back up both SD cards to the drive", "nico", "today"), Q("sd card"))
m("05-10 18:20", "nico", "got everything except the kb swing slo-mo, the light was wrong. can we reshoot that one?", P, Q("reshoot"), Q("filming day"), k="rs")
m("05-10 18:40", "rhys", "I'll do it at home thursday morning, same setup", A("Reshoot the slow-motion kettlebell swing at home", "rhys", "thu"), Q("reshoot"), re="rs")
m("05-11 10:00", "ayo", "posting the bts reel tmrw 6pm 👀", SN)
m("05-15 11:30", "rhys", "slo-mo swing in the drive", Q("reshoot"))
m("05-15 12:00", "nico", "chef's kiss 🤌")
m("06-11 14:30", "ayo", "forge shoot tmrw at the gym 9am? nico can u come?", S, Q("forge deal"), P, k="fg")
m("06-11 14:50", "nico", "can't do mornings tmrw, dentist. 11?", S, TC("not before 11am"), P, re="fg")
m("06-11 15:00", "rhys", "11 works for me", S)
m("06-11 15:05", "ayo", "11 it is ✅", S, D("Forge Kettlebells shoot on 12 June at 11am", "forge_shoot"), Q("forge deal"))
m("06-12 13:30", "nico", "forge footage uploading now", Q("forge deal"))
m("06-12 13:35", "ayo", "i'll have the post drafted for u to approve by fri 🙏", A("Draft the Forge post for Rhys to approve", "ayo", "fri"), Q("forge deal"))

# ---------------------------------------------------------------- c18 Gus & Fiona (couple group)
chat("c18", "Gus & Fiona", "group", ["rhys", "gus", "fiona"],
     ["Fiona", "Kilimanjaro", "hip", "Saturday", "vegan", "dumbbells", "rucksack"],
     "A group chat with Gus and his wife Fiona, who joined in April. Fiona had a hip replacement in 2023 and is training for a Kilimanjaro trek in September, is vegan, and prefers dumbbells at home and weekend sessions. "
     "They agreed a joint Saturday 8am session for the couple every other week, then made it weekly, and Fiona added a weighted-rucksack hill walk.")
m("04-14 19:00", "fiona", "Hello Rhys, Fiona here (Gus's better half!). He won't stop talking about you so I'd like to join in. I'm 50, had a hip replacement (left) in 2023, all healed, and I'm trekking Kilimanjaro in September with my sister!",
  P, F("fiona", "medical", "left hip replacement in 2023, healed"), F("fiona", "goal", "trekking Kilimanjaro in September"), Q("fiona kilimanjaro", "fiona hip"), QA("q_fiona_goal"))
m("04-14 19:30", "rhys", "Hi Fiona! Amazing, welcome. Kilimanjaro is a brilliant goal. Any movements your surgeon said to avoid with the hip?", Q("fiona hip"), Q("fiona kilimanjaro"))
m("04-15 08:10", "fiona", "Only deep flexion past 90 for the first year, which is over now. I'd prefer dumbbells at home rather than a gym if possible, I find gyms intimidating.",
  P, F("fiona", "preference", "prefers training at home with dumbbells; finds gyms intimidating"), Q("fiona hip"))
m("04-15 08:15", "gus", "she's being modest she's much fitter than me, she does the Sunday hill walks with the ramblers every week",
  F("fiona", "availability", "does Sunday hill walks with a ramblers group every week"), Q("fiona kilimanjaro"))
m("04-15 09:00", "rhys", "Perfect, home dumbbell plan it is. What about a joint session for the two of you? weekends?", S)
m("04-15 12:30", "fiona", "Weekdays I work in Cardiff and get home late, so weekends only for me. Saturday mornings?", P, S, TC("weekends only, Saturday mornings"),
  F("fiona", "availability", "works in Cardiff on weekdays; weekends only"))
m("04-15 12:35", "gus", "saturday 8am before the shops get busy, I'm up anyway", S, TC("Saturday 8am"))
m("04-15 13:00", "rhys", "Saturday 8am every other week, starting 26 April, on Zoom?", S)
m("04-15 13:10", "fiona", "Lovely", S, D("Joint Zoom session for Gus and Fiona every other Saturday at 8am from 26 April", "gf_fortnight"))
m("04-26 09:00", "gus", "well that was humbling, Fiona did more press ups than me and she's not letting it go")
m("04-26 09:05", "fiona", "17 vs 12. Just saying. 😇")
m("04-26 10:30", "gus", "Rhys emergency, Fiona has challenged me to a plank-off next Saturday and I'm doomed", PN, SN)
m("04-27 18:20", "fiona", "One thing I forgot: my knees ache on long steep descents, always have. Hip is fine.", P,
  F("fiona", "injury", "knees ache on long steep descents"), Q("fiona kilimanjaro"))
m("04-27 19:00", "rhys", "Good to know. We'll add step-downs and slow eccentric squats, and poles on the descents are a must", Q("fiona kilimanjaro"))
m("05-03 19:00", "fiona", "Rhys, a question: I'm vegan, is it true I can't build muscle without meat? My sister keeps saying so.",
  P, F("fiona", "diet", "vegan"), Q("fiona diet"), QA("q_fiona_diet"))
m("05-03 19:40", "rhys", "Not true at all! Tofu, tempeh, lentils, seitan + a pea or soy protein and you're set. Aim for ~110g protein a day", Q("fiona diet", "protein powder"))
m("05-10 08:50", "gus", "can we make it every saturday instead of every other, I think we both like having it in the diary", P, S, k="wk")
m("05-10 09:00", "fiona", "Agreed, weekly please.", S)
m("05-10 09:30", "rhys", "Weekly it is, Saturdays 8am 👍", S, D("Gus and Fiona's joint session becomes weekly, Saturdays 8am", "gf_weekly"), REV("gf_fortnight"), re="wk")
m("05-11 18:00", "fiona", "Important update: Gus has discovered the foam roller and now narrates every single roll. Please send earplugs.", PN)
m("05-17 09:10", "fiona", "For the trek, should I be doing anything extra? We're doing the Brecon Beacons as a practice in July.", P, Q("fiona kilimanjaro"))
m("05-17 10:00", "rhys", "Yes: one weighted rucksack hill walk a week, start with 5kg and add 1kg every fortnight. I'll add it to your plan",
  D("Fiona adds a weekly weighted-rucksack hill walk", "fi_ruck"), A("Add the rucksack hill walk to Fiona's plan", "rhys", None), Q("fiona kilimanjaro"))
m("05-17 10:30", "fiona", "Wonderful. I'll send you the trek itinerary tonight so you can see the daily climbs.", A("Send Rhys the Kilimanjaro trek itinerary", "fiona", "today"), Q("fiona kilimanjaro"))
m("05-18 09:00", "fiona", "Itinerary attached. Day 4 is the big one, 1,200m up and then down to camp.", Q("fiona kilimanjaro"))
m("05-31 08:40", "gus", "no session for us next saturday we're in Porto, back the 9th", SN, Q("gus porto"), P)
m("05-31 08:45", "rhys", "Noted, enjoy!")
m("06-14 09:00", "fiona", "Rucksack at 7kg now and my hip hasn't complained once 🙌", Q("fiona kilimanjaro", "fiona hip"))
m("06-14 09:05", "gus", "mine has complained plenty on her behalf")

# ---------------------------------------------------------------- c09 Sam (prospect)
chat("c09", "Sam Ortiz", "direct", ["rhys", "sam"],
     ["Sam", "coaching", "discovery call", "climbing", "£145", "June", "wrist"],
     "Sam, a prospect, asked about prices for 1:1 online coaching (£145 a month, or £395 for three months paid upfront). "
     "After a discovery call, rescheduled once, Sam decided on the three-month plan to get stronger for climbing, mentioning an old left wrist fracture. "
     "Sam starts on 2 June.")
m("04-18 21:30", "sam", "hi, saw ur deadlift video on youtube. how much is online coaching?", P, Q("pricing"), QA("q_price_coaching"))
m("04-19 09:00", "rhys", "Hi Sam, thanks for reaching out! 1:1 online coaching is £145/month, or £395 if you pay 3 months upfront. Happy to do a free 20-min discovery call first?", S, Q("pricing"), QA("q_price_coaching"))
m("04-23 22:10", "sam", "sorry for slow reply. yeah call sounds good. evenings?", P, S, TC("evenings"))
m("04-24 08:00", "rhys", "Sure, Monday 28th at 7pm or Tuesday 29th at 8pm?", S)
m("04-24 12:15", "sam", "mon 7", S, D("Discovery call with Sam on Monday 28 April at 7pm", "sam_call"))
m("04-28 17:30", "sam", "ah man something came up at work, can we push to wed same time?", P, S, REV("sam_call"), k="push")
m("04-28 17:45", "rhys", "No problem, Wednesday 7pm 👍", S, D("Sam's discovery call moved to Wednesday 30 April at 7pm", "sam_call2"), re="push")
m("04-30 19:35", "rhys", "Great chatting Sam! As promised I'll email you a sample week so you can see what the programming looks like",
  A("Email Sam a sample training week", "rhys", None))
m("04-30 19:40", "sam", "cheers. fyi forgot to mention on the call, broke my left wrist climbing 2 yrs ago, fine now but gets achy on front squats",
  F("sam", "injury", "broke left wrist climbing two years ago; aches on front squats"), Q("sam wrist"), P)
m("05-01 10:00", "rhys", "Good to know, we'd use a cross-arm grip or safety bar for front squats. Sample week is in your inbox", Q("sam wrist"))
m("05-06 21:00", "sam", "sorry urgent q - nvm, found it in the faq on ur site", PN)
m("05-12 20:50", "sam", "ok thought about it. i'm in. 3 month one. main thing is getting stronger for climbing, pulling power + fingers",
  P, F("sam", "goal", "wants to get stronger for climbing (pulling power and finger strength)"), D("Sam signs up for the three-month plan", "sam_3m"), Q("pricing", "sam signup"), QA("q_sam_plan"))
m("05-12 21:15", "rhys", "Brilliant! Hana will send you the onboarding form and the invoice. When do you want to start?", S)
m("05-13 07:50", "sam", "june 2? away til then", S, F("sam", "availability", "away until the start of June"), Q("sam signup"), P)
m("05-13 08:10", "rhys", "June 2 it is", S, D("Sam starts coaching on 2 June", "sam_start"), Q("sam signup"), QA("q_sam_plan"))
m("05-13 08:11", "rhys", "I'll get Hana to send the onboarding pack today 😄", A("Get Hana to send Sam the onboarding pack and invoice", "rhys", "today"))
m("05-20 18:00", "sam", "can u send the app link again, lost it", P, A("Resend Sam the app link", "rhys", None))
m("05-20 18:15", "rhys", "here you go 👉 [link]")
m("06-02 07:30", "sam", "form done, invoice paid. lets go", Q("sam signup"))
m("06-02 08:00", "rhys", "Welcome aboard! Week 1 is live in the app 💪")
m("06-09 19:20", "sam", "week 1 done, forearms are destroyed. is that normal or am i doing the hangs wrong", P)
m("06-09 19:45", "rhys", "Normal! Finger hangs are new stimulus. Take the 2nd set down to 7 seconds this week")

# ---------------------------------------------------------------- c10 Beth (prospect, referred by Priya)
chat("c10", "Beth Lindqvist", "direct", ["rhys", "beth"],
     ["Beth", "Priya", "nurse", "night shifts", "scoliosis", "powerlifting", "start"],
     "Beth was referred by Priya and wants to try powerlifting. She is a nurse on rotating night shifts and has mild scoliosis, and avoids dairy. "
     "She first planned to start in May, then pushed the start to July because of a ward move, and asked to keep a place on the waitlist.")
m("04-29 14:10", "beth", "Hiii! Priya gave me your number 😊 she won't shut up about her squat so I want in", P, Q("beth"))
m("04-29 14:11", "beth", "I'm a nurse, night shifts mostly, 3 on 4 off", F("beth", "availability", "nurse working night shifts, 3 on 4 off"))
m("04-29 14:12", "beth", "oh and I have mild scoliosis, is powerlifting ok with that?", P, F("beth", "medical", "mild scoliosis"), Q("beth scoliosis"), QA("q_beth_scoliosis"))
m("04-29 15:00", "rhys", "Hi Beth! Any friend of Priya's 😄 Yes, lots of lifters with mild scoliosis compete. We'd start with a movement screen. When are you free for a call?", S, Q("beth scoliosis"))
m("04-30 16:30", "beth", "on my off days anything after 2pm, I sleep in the mornings after nights", S, TC("after 2pm on off days"), P)
m("04-30 16:45", "rhys", "How about Friday 2nd at 3pm?", S)
m("04-30 16:50", "beth", "yesss", S)
m("05-02 15:50", "rhys", "Lovely to meet you! Summary: start mid-May, 3 days a week on your off days, first block is technique + a movement screen video",
  D("Beth starts mid-May with three sessions a week on her off days", "beth_may"))
m("05-02 16:00", "beth", "amazing. also forgot to say I don't do dairy, makes me break out. is that a problem for protein?", P,
  F("beth", "diet", "avoids dairy"), Q("protein powder"))
m("05-02 16:20", "rhys", "Not at all, plenty of dairy-free proteins. I'll send you a list", A("Send Beth a list of dairy-free protein options", "rhys", None), Q("protein powder"))
m("05-02 16:25", "beth", "oh and my goal, long term: compete like Priya one day 🏆", F("beth", "goal", "wants to compete in powerlifting one day"))
m("05-14 22:40", "beth", "bad news 😭 they're moving me to a new ward, rota is all over the place till end of june. can we start in july instead?", P, k="jul")
m("05-15 08:30", "rhys", "Of course. Let's say first week of July and I'll hold your spot", D("Beth's start moves to the first week of July", "beth_july"), REV("beth_may"), re="jul")
m("05-15 08:45", "beth", "you're the best. can I stay on a waitlist so I don't lose it?", P)
m("05-15 09:00", "rhys", "Already done ✅", Q("beth"))
m("05-15 09:05", "rhys", "send me the new rota when you have it and we'll plan around it", A("Send Rhys the new ward rota", "beth", None))
m("06-13 21:00", "beth", "OMG URGENT 🚨 just saw Priya's video. I'm SO ready for july 💪", PN, Q("priya meet"))


# ================================================================= search queries and QA
# Only the topics named in SEARCH and the qids listed in QAS become labels; other Q/QA tags in the
# messages are spare (kept so more queries can be added without re-tagging).
SEARCH = [
    ("priya knee pain", ["priya knee"]),
    ("when is priya's powerlifting meet", ["priya meet"]),
    ("priya 3 day or 4 day split", ["priya split"]),
    ("gus blood sugar diabetes", ["gus diabetes"]),
    ("gus hurt his back in the garden", ["gus back"]),
    ("invoice problems", ["invoice billing", "nico invoice", "jo invoice", "edmund invoice"]),
    ("mariko pull up progress", ["mariko pull-up"]),
    ("which protein powder", ["protein powder"]),
    ("edmund shoulder overhead pressing", ["edmund shoulder"]),
    ("edmund check ins or calls", ["edmund checkins"]),
    ("kez getting back to running parkrun", ["kez running"]),
    ("tomasz hamstring sprinting", ["tomasz hamstring"]),
    ("tomasz shift rota", ["tomasz shifts"]),
    ("lena heel plantar fasciitis", ["lena foot"]),
    ("jo deadlift bodyweight", ["jo deadlift"]),
    ("forge kettlebells collab", ["forge deal"]),
    ("tiktok", ["tiktok"]),
    ("strong at home launch date", ["programme launch"]),
    ("programme price", ["launch price"]),
    ("launch trailer", ["launch trailer"]),
    ("thumbnail colour", ["thumbnail"]),
    ("filming day 10 may", ["filming day", "shot list"]),
    ("consent release form for filming", ["consent release"]),
    ("vat return", ["vat return"]),
    ("missing receipts", ["receipts"]),
    ("insurance renewal", ["insurance"]),
    ("saturday group session dates", ["saturday session"]),
    ("lunchtime circuit time", ["circuit time"]),
    ("fiona kilimanjaro training", ["fiona kilimanjaro"]),
    ("how much does coaching cost", ["pricing"]),
]

QAS = [
    ("q_priya_openers", "What are Priya's openers for the meet?", ["105"]),
    ("q_priya_total", "What total did Priya hit at her meet?", ["302.5"]),
    ("q_gus_wedding", "When is Gus's daughter's wedding?", ["23 August", "23rd of August", "August 23", "23rd August", "Aug 23"]),
    ("q_gus_meds", "What medication is Gus on?", ["metformin"]),
    ("q_mariko_protein", "What protein powder does Mariko use?", ["pea"]),
    ("q_edmund_invoice", "Who should Edmund's invoices be addressed to?", ["Hale Surgical"]),
    ("q_edmund_bp", "What blood pressure medication did Edmund start?", ["amlodipine"]),
    ("q_kez_parkrun", "What was Kez's parkrun time?", ["34:12"]),
    ("q_lena_foot", "What's wrong with Lena's foot?", ["plantar"]),
    ("q_jo_invoice", "Why didn't Jo get her April invoice?", ["spam"]),
    ("q_forge", "What deal did we agree with Forge Kettlebells?", ["750"]),
    ("q_price", "How much does the Strong at Home programme cost?", ["49"]),
    ("q_sales", "How many sales did the launch get in the first 24 hours?", ["89"]),
    ("q_vat", "How much VAT did we have to pay?", ["1,432", "1432"]),
    ("q_launch_date", "When did the programme launch?", ["9 June", "June 9", "9th of June", "June 9th", "the 9th"]),
    ("q_circuit_time", "What time is the lunchtime circuit now?", ["2:15", "14:15"]),
    ("q_thumb_colour", "Which background colour did we pick for the thumbnail?", ["blue"]),
    ("q_none_nico_rate", "How much does Nico charge per video edit?", []),
    ("q_none_rugby_club", "What is the name of Tomasz's rugby club?", []),
    ("q_none_mariko_husband", "What is Mariko's husband's name?", []),
]


# ================================================================= build
def build():
    MSGS.sort(key=lambda x: x["ts"])  # stable: keeps per-chat order for equal stamps
    ids = {x["id"] for x in MSGS}
    by_id = {x["id"]: x for x in MSGS}
    labels = dict(owner=OWNER, summaries={}, action_items=[], decisions=[],
                  priority=dict(positive=[], negative_hard=[]),
                  scheduling=dict(positive=[], negative_hard=[]),
                  time_constraints=[], profiles=[], search=[], qa=[])
    dec_by_key, topics, qsrc = {}, {}, {}
    clients = {u for u, _, r in USERS if r == "client"}
    for x in MSGS:
        for t in x["tags"]:
            kind = t[0]
            if kind == "P":
                assert x["sender"] != OWNER, x["id"]
                labels["priority"]["positive"].append(x["id"])
            elif kind == "PN":
                labels["priority"]["negative_hard"].append(x["id"])
            elif kind == "S":
                labels["scheduling"]["positive"].append(x["id"])
            elif kind == "SN":
                labels["scheduling"]["negative_hard"].append(x["id"])
            elif kind == "TC":
                labels["time_constraints"].append(dict(message_id=x["id"], constraint=t[1]))
            elif kind == "A":
                assert t[2] is None or t[2] in {u for u, _, _ in USERS}, t
                labels["action_items"].append(dict(message_id=x["id"], task=t[1], assignee=t[2],
                                                   deadline=resolve(t[3], x["ts"])))
            elif kind == "D":
                d = dict(message_id=x["id"], summary=t[1], reversed_by=None)
                labels["decisions"].append(d)
                if t[2]:
                    assert t[2] not in dec_by_key, t[2]
                    dec_by_key[t[2]] = d
            elif kind == "F":
                assert t[1] in clients, t
                labels["profiles"].append(dict(client=t[1], category=t[2], fact=t[3], message_id=x["id"]))
            elif kind == "Q":
                for tp in t[1:]:
                    topics.setdefault(tp, []).append(x["id"])
            elif kind == "QA":
                for q in t[1:]:
                    qsrc.setdefault(q, []).append(x["id"])
    for x in MSGS:
        for t in x["tags"]:
            if t[0] == "REV":
                d = dec_by_key[t[1]]
                assert d["reversed_by"] is None and x["ts"] > by_id[d["message_id"]]["ts"], t
                d["reversed_by"] = x["id"]
    for c in CHATS:
        labels["summaries"][c["id"]] = dict(
            must_mention=c["mention"],
            decisions=[d["summary"] for d in labels["decisions"] if by_id[d["message_id"]]["chat"] == c["id"]],
            reference=c["ref"])
    for query, tps in SEARCH:
        rel = []
        for tp in tps:
            assert tp in topics, tp
            rel += [i for i in topics[tp] if i not in rel]
        rel.sort(key=lambda i: by_id[i]["ts"])
        labels["search"].append(dict(query=query, relevant=rel))
    for qid, question, must in QAS:
        src = qsrc.get(qid, [])
        assert bool(src) == bool(must), qid
        labels["qa"].append(dict(question=question, must_contain_any=must, source_ids=src))
    for k in ("positive", "negative_hard"):
        assert not set(labels["priority"]["positive"]) & set(labels["priority"]["negative_hard"])
        assert not set(labels["scheduling"]["positive"]) & set(labels["scheduling"]["negative_hard"])

    with open(os.path.join(HERE, "messages.jsonl"), "w", encoding="utf-8") as f:
        for u, name, role in USERS:
            f.write(json.dumps(dict(type="user", id=u, name=name, role=role), ensure_ascii=False) + "\n")
        for c in CHATS:
            f.write(json.dumps(dict(type="chat", id=c["id"], name=c["name"], kind=c["kind"],
                                    members=c["members"]), ensure_ascii=False) + "\n")
        for x in MSGS:
            o = dict(type="message", id=x["id"], chat=x["chat"], sender=x["sender"], ts=x["ts"], text=x["text"])
            if x["reply_to"]:
                o["reply_to"] = x["reply_to"]
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "labels.json"), "w", encoding="utf-8") as f:
        json.dump(labels, f, ensure_ascii=False, indent=1)
        f.write("\n")
    counts = dict(messages=len(MSGS), chats=len(CHATS), action_items=len(labels["action_items"]),
                  decisions=len(labels["decisions"]),
                  reversed=sum(1 for d in labels["decisions"] if d["reversed_by"]),
                  priority_pos=len(labels["priority"]["positive"]), priority_neg_hard=len(labels["priority"]["negative_hard"]),
                  sched_pos=len(labels["scheduling"]["positive"]), sched_neg_hard=len(labels["scheduling"]["negative_hard"]),
                  time_constraints=len(labels["time_constraints"]), profiles=len(labels["profiles"]),
                  search=len(labels["search"]), qa=len(labels["qa"]))
    print(json.dumps(counts))


if __name__ == "__main__":
    build()
