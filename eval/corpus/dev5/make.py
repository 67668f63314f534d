#!/usr/bin/env python3
"""dev5: an independent swimming and triathlon coach in Amsterdam, written blind.

Ines Varga coaches swimmers and triathletes at De Meeuw pool and, from May, at the
Plaswater open-water centre. Her business partner Joost does the bookkeeping, Kasia is a
part-time assistant coach, Henk manages the pool and Marloes runs Plaswater. Ten 1:1
clients, a Tuesday masters squad chat and an open-water group chat; February to May 2026,
Europe/Amsterdam time (summer time starts on 29 March, inside the span).

Every message is written below in local time with tags for what it contains; the labels
are derived from the tags, so the two cannot drift. Standard library only, deterministic.
Run:  python3 eval/corpus/dev5/make.py && python3 eval/corpus/dev5/check.py

Tags (all optional):
  k    key, to refer to the message elsewhere (reply_to, QA sources)
  re   reply_to: a key, or a negative offset within the chat (-1 = previous message)
  p    priority: 1 needs the owner's attention or reply, -1 hard negative (looks urgent, isn't)
  s    scheduling: 1 tries to arrange/move/cancel a session/meeting/call time, -1 hard negative
  a    action item (task, assignee or None, deadline YYYY-MM-DD or None); one per message
  d    decision summary;  dk  key of that decision;  rev  key of a decision this one reverses
  tc   time constraint(s) stated in the message
  pf   profile facts: (category, fact) about the sender, or (client, category, fact)
  t    search topics (each search query lists the topics whose messages are relevant)

Labelling conventions (where the format leaves room):
  priority     positive = asks or tells the owner something she must answer or act on, "no rush"
               requests included; the owner's own messages never. Hard negatives: joked urgency
               ("URGENT: need cake"), questions withdrawn in the same message, FYIs with nothing to do.
  scheduling   positive = proposes, asks for, counters, accepts, moves or cancels a time for a
               session, meeting, call or lane/venue booking, the owner's messages included. Hard
               negatives: running late, absences from a group session, a substitute coach at an
               unchanged time, opening hours, the clock change, moving one's own solo workout.
  action items one per task per chat, on the message that creates it (request, or commitment if
               nobody asked); the deadline is the one the conversation settles on. A task delegated
               in another chat (client -> Ines, Ines -> Joost) is labelled in both chats.
  profiles     facts about clients only, also when someone else states them; a fact spread over
               two messages is labelled on both, each with its part.
  summaries    `decisions` lists the chat's decision summaries that were not reversed later.
  qa           a question the messages cannot answer has no source_ids and accepts "not known"
               phrasings.
"""
import json
import os
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
YEAR = 2026
OWNER = "ines"

USERS = [
    ("ines", "Ines Varga", "trainer"),
    ("joost", "Joost Hendriks", "staff"),
    ("kasia", "Kasia Nowak", "staff"),
    ("henk", "Henk Bakker", "staff"),
    ("marloes", "Marloes Smit", "staff"),
    ("tom", "Tom Fischer", "client"),
    ("priya", "Priya Raman", "client"),
    ("luca", "Luca Bianchi", "client"),
    ("sanne", "Sanne Visser", "client"),
    ("mehmet", "Mehmet Yılmaz", "client"),
    ("claire", "Claire Dubois", "client"),
    ("ben", "Ben Okoro", "client"),
    ("astrid", "Astrid Lindqvist", "client"),
    ("rafael", "Rafael Moreno", "client"),
    ("yuki", "Yuki Tanaka", "client"),
]

CHATS = []  # (id, name, kind, members, [messages])


def chat(cid, name, kind, members, msgs):
    CHATS.append((cid, name, kind, members, msgs))


def m(when, sender, text, **tags):
    return {"when": when, "sender": sender, "text": text, "tags": tags}


def to_utc(when):
    """'MM-DD HH:MM' Europe/Amsterdam local time -> UTC ISO string."""
    local = datetime.strptime(f"{YEAR}-{when}", "%Y-%m-%d %H:%M")
    # Summer time 2026: from 29 March 02:00 CET (01:00 UTC) to 25 October.
    start = datetime(YEAR, 3, 29, 2, 0)
    assert not (start <= local < start + timedelta(hours=1)), f"nonexistent local time {when}"
    offset = 2 if local >= start else 1
    utc = (local - timedelta(hours=offset)).replace(tzinfo=timezone.utc)
    return utc.strftime("%Y-%m-%dT%H:%M:00Z")


# ---------------------------------------------------------------- c01 Tom (terse lowercase)
chat("c01", "Tom Fischer", "direct", ["ines", "tom"], [
    m("02-02 19:12", "tom", "hey its tom from the tri club. fabian gave me ur number. need help w swim, olympic tri in june. do u do 1 on 1",
      p=1, pf=[("goal", "racing an Olympic-distance triathlon in June")], t=["tom_goal"]),
    m("02-02 20:03", "ines", "Hi Tom! Yes I do. What's your swimming like right now, and which race is it?"),
    m("02-02 20:40", "tom", "veere, 21 june. can do 1500 but its ugly. like 32 min",
      k="tom_race", pf=[("goal", "the June race is the Veere Olympic triathlon on 21 June")], t=["tom_goal"]),
    m("02-02 20:41", "tom", "evenings only. after 7",
      p=1, s=1, tc="evenings only, after 19:00", pf=[("availability", "evenings only, after 19:00")]),
    m("02-02 21:15", "ines", "Ok. Thursday 20:00 at De Meeuw works for me, lane 1 is usually quiet then. First session is a video analysis, 45 min, €55.",
      s=1, t=["rates"]),
    m("02-02 21:32", "tom", "thu works", s=1, d="Tom's first session: Thursday 5 February, 20:00 at De Meeuw"),
    m("02-05 21:10", "ines", "Good first session! Summary: you cross over in front of your head with the right arm and your kick stops when you breathe. Drills for the week: 6-1-6 side kick, catch-up with a fist. I'll send the video tonight.",
      a=("Send Tom the video of his first session", "ines", "2026-02-05")),
    m("02-06 07:55", "tom", "got it thx"),
    m("02-06 07:56", "tom", "do i need a pull buoy or w/e", p=1, t=["equipment"]),
    m("02-06 08:30", "ines", "Yes, a pull buoy and a pair of short fins. Decathlon has both for under €30.", re=-1, t=["equipment"]),
    m("02-12 19:48", "tom", "running late, 10 min", p=1, s=-1),
    m("02-12 19:49", "ines", "No problem, I'm on deck."),
    m("02-18 17:02", "tom", "cant do thu. work thing. fri?", p=1, s=1),
    m("02-18 17:30", "ines", "Friday I only have 21:00, late but the pool is empty. Or Monday 20:00?", s=1),
    m("02-18 17:41", "tom", "mon", s=1, d="Tom's session moves from Thursday 19 February to Monday 23 February, 20:00"),
    m("03-09 08:14", "tom", "pulled my calf on the long run sunday. can i still swim",
      p=1, pf=[("injury", "pulled calf on his Sunday long run (8 March)")], t=["tom_calf"]),
    m("03-09 08:40", "ines", "Yes, swimming is fine, just no hard push-offs and keep the kick easy or use the pull buoy. If it's still sore on Thursday we do a pull session.", t=["tom_calf"]),
    m("03-09 08:42", "tom", "👍"),
    m("03-12 18:05", "tom", "calf better. full session ok", t=["tom_calf"]),
    m("03-26 21:05", "ines", "Tonight's main set was your best yet: 5x200, all under 3:50."),
    m("03-26 21:20", "tom", "felt it. arms dead"),
    m("04-01 12:40", "ines", "Tom, next week I'm away, so no session on Thursday the 9th. Back on the 16th.", s=1),
    m("04-01 13:02", "tom", "ok"),
    m("04-02 12:20", "tom", "wetsuit q. orca or zone3. both ~280", p=1, t=["wetsuit_buy"]),
    m("04-02 13:05", "ines", "Both fine. What matters is fit: tight around the neck, but you can lift your arms overhead without fighting it. Try both on if you can and check the shoulders.", t=["wetsuit_buy"]),
    m("04-04 16:30", "tom", "going w the blue one. zone3", k="tom_wetsuit",
      d="Tom buys the blue Zone3 wetsuit", t=["wetsuit_buy"]),
    m("04-04 16:52", "ines", "Nice. Wear it once in the pool before the lake, with some Body Glide on the neck."),
    m("04-20 20:55", "tom", "thu the 23rd im in rotterdam. skip or move?", p=1, s=1),
    m("04-20 21:10", "ines", "Let's move it. Wednesday 22nd at 20:00?", s=1),
    m("04-20 21:34", "tom", "wed 830 better", p=1, s=1),
    m("04-20 21:40", "ines", "20:30 it is, see you Wednesday.", s=1, d="Tom's session moves to Wednesday 22 April, 20:30"),
    m("05-12 07:10", "tom", "is sat lake thing on or still too cold", p=1, t=["ow_first_swim"]),
    m("05-12 07:40", "ines", "Still 12-13 degrees last week, so the first lake swim is Saturday the 16th now. Details are in the group.", k="tom_16", t=["ow_first_swim"]),
    m("05-16 11:03", "tom", "lake was cold af. sighting way better tho"),
    m("05-21 20:50", "tom", "btw my wave starts 9:40 on the 21st. swim is in the veerse meer, wetsuits allowed", s=-1, k="tom_wave", t=["tom_goal"]),
    m("05-27 21:02", "tom", "3.5 weeks to veere. taper when?", p=1, t=["taper"]),
    m("05-27 21:30", "ines", "Taper starts 8 June: cut volume by about 40% and keep some race-pace 100s. I'll put it in your plan this weekend.",
      k="tom_taper", a=("Add the taper to Tom's plan", "ines", "2026-05-31"), t=["taper"]),
])

# ---------------------------------------------------------------- c02 Priya (formal)
chat("c02", "Priya Raman", "direct", ["ines", "priya"], [
    m("02-03 09:05", "priya", "Dear Ines, thank you for last night's squad. I have a question about the Masters Open in Eindhoven on 16 May: I would like to swim the 1500m freestyle and, if realistic, break 24 minutes. My current best is 24:52 from November. Would you be willing to put together a twelve-week plan around the Tuesday squad? I am happy to pay for the additional planning time. Kind regards, Priya",
      p=1, a=("Write Priya a twelve-week plan for the 1500m at the Masters Open", "ines", "2026-02-08"),
      pf=[("goal", "1500m freestyle under 24 minutes at the Masters Open in Eindhoven on 16 May (best 24:52)")], t=["priya_goal"]),
    m("02-03 12:40", "ines", "Hi Priya, I'd love to. 24 minutes is realistic if everything behaves. The plan is a one-off €60 and you'll have it by Sunday. Do you prefer it as a spreadsheet or a PDF?"),
    m("02-03 13:02", "priya", "A PDF, please, and if possible the sessions by email rather than here; I read my email more carefully than my messages.",
      pf=[("preference", "wants plans and feedback as a PDF by email rather than in messages")]),
    m("02-08 18:30", "ines", "Plan is in your inbox. Three blocks of four weeks, the last two weeks are a taper. Shout if anything is unclear."),
    m("02-09 07:50", "priya", "Received, thank you. One small question: the Thursday sessions list 'CSS pace'. Could you remind me what that stands for and what mine is?", p=1, t=["css"]),
    m("02-09 08:20", "ines", "Critical Swim Speed: roughly the pace you could hold for a 1500. From your 400 and 200 times in January, yours is 1:36 per 100m.", k="priya_css", t=["css"]),
    m("03-03 21:45", "priya", "Ines, I am afraid I have to report that my right shoulder has been painful since Sunday, particularly during the butterfly set tonight. It is a pinching pain at the front when my arm is overhead. I have booked a physiotherapist for Thursday. Should I continue training in the meantime or rest?",
      p=1, pf=[("injury", "painful right shoulder since 1 March, pinching at the front with the arm overhead")], t=["priya_shoulder"]),
    m("03-03 22:05", "ines", "Sorry to hear that. Until Thursday: no butterfly, no paddles, and stop anything that pinches. Easy freestyle and kick are fine. Let me know what the physio says.", t=["priya_shoulder"]),
    m("03-05 17:20", "priya", "The physiotherapist says it is a mild impingement of the right shoulder. She recommends no butterfly and no paddles for four weeks, rotator cuff strengthening, and then a gradual return. She was positive about the 16th of May.",
      k="priya_physio", p=1, pf=[("injury", "mild right shoulder impingement: no butterfly and no paddles for four weeks")], t=["priya_shoulder"]),
    m("03-05 17:45", "ines", "That's good news, relatively. I'll adjust the plan: butterfly becomes kick on your back, paddle sets become pull with a buoy. New version tonight.",
      a=("Adjust Priya's plan for the shoulder and send the new version", "ines", "2026-03-05"), t=["priya_shoulder"]),
    m("03-05 22:10", "ines", "Updated plan (v2) is in your email."),
    m("03-06 07:30", "priya", "Thank you. That was fast."),
    m("03-24 12:15", "priya", "A scheduling question: could we do one 1:1 session before the end of March to look at my stroke now that the shoulder is better? Mondays or Wednesdays at lunchtime suit me best, between 12:00 and 13:30.",
      p=1, s=1, tc="Mondays or Wednesdays, 12:00-13:30", pf=[("availability", "Mondays and Wednesdays at lunchtime, 12:00-13:30")]),
    m("03-24 12:50", "ines", "This week is full, but Monday 30 March at 12:15 works. Would that do?", s=1),
    m("03-24 13:05", "priya", "Monday the 30th at 12:15 is perfect. I will be there.", s=1, d="Priya's 1:1 on Monday 30 March at 12:15"),
    m("03-30 14:02", "ines", "Good session. Two things for the email version: your right hand enters too close to the centre line, and you breathe late on the left. The video is in the email."),
    m("03-30 18:40", "priya", "Thank you, very helpful. I also wanted to ask about an invoice: my employer reimburses up to €300 a year for sports coaching, but they need an invoice with my name and your VAT number. Could Joost send one for the plan and today's session?",
      p=1, a=("Send Priya an invoice with her name and the VAT number for the plan and the 30 March session", "joost", None), t=["priya_invoice"]),
    m("03-30 19:10", "ines", "Of course, I'll ask Joost to send it.", t=["priya_invoice"]),
    m("04-02 10:00", "priya", "Thank you for the invoice; my employer has already approved the reimbursement.", t=["priya_invoice"]),
    m("04-14 20:50", "priya", "Do you think I should swim the 400m as well on the 16th, or would it compromise the 1500? The 400 is at 10:30 and the 1500 at 15:00.", p=1, t=["priya_goal"]),
    m("04-14 21:15", "ines", "Swim it. 4.5 hours is plenty of recovery and it's a good opener. Just don't go all out on the first 100.",
      d="Priya swims the 400m as well as the 1500m at the Masters Open", t=["priya_goal"]),
    m("05-05 09:00", "priya", "Just to confirm, the Tuesday squad is not on tonight because of the pool closure? I saw something in the group but I wasn't sure whether it moved to Wednesday.", p=1, t=["pool_closure"]),
    m("05-05 09:20", "ines", "Right, no squad tonight. We're at Sportcentrum West tomorrow, Wednesday, 20:00-21:00 instead.", t=["pool_closure"]),
    m("05-12 19:10", "priya", "Four days to go and I feel ready. Any last advice on pacing?", p=1, t=["priya_goal"]),
    m("05-12 19:40", "ines", "Go out in 1:35s, settle at 1:36, and if you feel good at 1000, start pushing. Count your strokes on the first length: more than 2 over your usual means you're going too fast."),
    m("05-14 20:00", "priya", "I forgot to ask: do you still have that hotel recommendation for Eindhoven? Never mind, I have booked the one next to the pool.", p=-1),
    m("05-16 16:10", "priya", "23:48!!! I can hardly believe it. And 5:41 in the 400 this morning. Thank you so much, Ines.", k="priya_result", t=["priya_result"]),
    m("05-16 16:30", "ines", "YES! 64 seconds off your best. So proud of you. Enjoy the evening 🥂"),
    m("05-20 08:45", "priya", "Now the question is what comes next. I am thinking about trying open water this summer. Is there space in your Saturday lake group, and do I need a wetsuit straight away?",
      p=1, pf=[("goal", "wants to try open water swimming this summer")], t=["wetsuit_rental"]),
    m("05-20 09:30", "ines", "There's space! Marloes at Plaswater rents wetsuits for €25 a month, so try that first. I'll add you to the group.",
      k="priya_rent", a=("Add Priya to the open water group", "ines", None), t=["wetsuit_rental", "rent_cost"]),
    m("05-20 09:45", "priya", "Wonderful, thank you."),
])

# ---------------------------------------------------------------- c03 Luca (voice-to-text)
chat("c03", "Luca Bianchi", "direct", ["ines", "luca"], [
    m("02-04 10:12", "luca", "hi Ines this is Luca Bianchi Kasia said I should write to you directly I am doing the half ironman in Cervia in September my first one and the swim is the part that scares me honestly I can swim but after 200 meters I am dead so I want to do some lessons with you if you have space in the mornings because I work in a restaurant kitchen in the evenings so mornings is the only time for me",
      p=1, s=1, tc="mornings only",
      pf=[("goal", "first half Ironman (70.3) in Cervia in September"), ("availability", "mornings only, works evenings in a restaurant kitchen")],
      t=["luca_goal"]),
    m("02-04 11:00", "ines", "Hi Luca! Happy to help, and 200m is a very normal starting point. I have Tuesday and Friday mornings at 9:30 at De Meeuw. Does one of those work?", s=1),
    m("02-04 11:40", "luca", "Tuesday is my day off so Tuesday 930 is perfect also friday maybe later but let's start with Tuesday and then we see ok",
      s=1, d="Luca's lessons on Tuesdays at 9:30", dk="luca_930"),
    m("02-10 11:15", "ines", "Well done today. Main thing: you hold your breath under water and then try to breathe out and in at once. Blow bubbles all the way out, then breathe in. Homework: 4x50 thinking only about that."),
    m("02-10 12:02", "luca", "thank you I feel like I was drinking half the pool haha also question do you have a recommendation for energy food before swimming in the morning I cannot have milk I am lactose intolerant so the usual yogurt thing is not for me",
      p=1, pf=[("diet", "lactose intolerant, no milk or yogurt")], t=["luca_diet"]),
    m("02-10 12:30", "ines", "A banana and some toast with jam or peanut butter 60-90 minutes before is plenty. Oat milk porridge if you want something warm.", t=["luca_diet"]),
    m("02-17 08:45", "luca", "Ines good morning I am sick with fever since last night sorry I cannot come today", p=1, s=1),
    m("02-17 09:00", "ines", "Get well soon! Next Tuesday, same time.", s=1),
    m("02-24 09:00", "luca", "Ines sorry I am stuck on the A10 there is an accident I will be 20 minutes late is it ok or should we move", p=1, s=1),
    m("02-24 09:05", "ines", "Come, we'll do 40 minutes instead of 60.", s=1),
    m("03-02 16:20", "ines", "Hi Luca, small admin thing: Joost says the February invoice (4 sessions, €220) is still open. Could you have a look when you get a chance?",
      k="luca_inv", a=("Pay the open February invoice of €220", "luca", "2026-03-03"), t=["luca_invoice"]),
    m("03-02 22:48", "luca", "oh no sorry sorry it was in my spam I think I will pay tomorrow morning first thing sorry Ines and say sorry to Joost too", t=["luca_invoice"]),
    m("03-03 08:10", "luca", "paid 👍", t=["luca_invoice"]),
    m("03-10 12:00", "ines", "Today: 6x100 with the new breathing and not one stop. That's big!"),
    m("03-10 12:20", "luca", "yes I was so happy I told my chef and he didn't care at all haha"),
    m("03-17 10:30", "luca", "question about wetsuit I saw on marktplaats a Huub second hand 120 euro size M but I am 1.78 and 82 kilos is it M or ML I don't want to buy the wrong one and then I look like a sausage",
      p=1, t=["wetsuit_buy"]),
    m("03-17 11:10", "ines", "Huub's size chart puts 1.78 m / 82 kg in ML. An M will be too tight across the chest, even second hand. Try it on before paying!", k="luca_ml", t=["wetsuit_buy"]),
    m("03-17 11:14", "luca", "ok then I leave it ML or nothing", d="Luca won't buy the second-hand size M; only an ML", t=["wetsuit_buy"]),
    m("04-01 12:00", "ines", "Heads up: the week after Easter I'm away, so Kasia does your session on Tuesday the 7th, same time, same place.", s=-1),
    m("04-03 09:45", "luca", "Ines I think I have to tell you something last year in Lake Garda I had like a panic attack in the water with my friends it was deep and dark and I could not breathe and I had to hold on to a boat so I am a bit scared for the lake season maybe we can do the first time slow and close to the shore",
      p=1, pf=[("medical", "had a panic attack swimming in open water at Lake Garda last year"),
               ("preference", "wants his first lake swims slow and close to the shore")],
      t=["luca_panic"]),
    m("04-03 10:20", "ines", "Thank you for telling me, that's really common and very fixable. Your first lake swims you stay with Kasia or me along the shore where you can stand, and we build from there. In the pool we'll also practise floating on your back to calm the breathing.", t=["luca_panic"]),
    m("04-03 10:41", "luca", "grazie really it helps to know"),
    m("04-28 13:30", "luca", "for the next weeks I have a problem the restaurant starts the summer menu and I work also lunch from May so Tuesday is still ok but Friday never and maybe I can only at 9 not 930 because I need to be in the kitchen at 11",
      p=1, s=1, tc="Tuesdays at 9:00, no Fridays (from May)",
      pf=[("availability", "from May also works lunch: Tuesday mornings at 9:00 only, in the kitchen by 11")]),
    m("04-28 14:00", "ines", "Tuesday 9:00 from May is fine.", s=1, d="Luca's Tuesday lessons move to 9:00 from May", rev="luca_930"),
    m("05-05 08:20", "luca", "Ines good morning the pool is closed today no? Kasia said something in the group so no lesson today I think right", p=1, t=["pool_closure"]),
    m("05-05 08:35", "ines", "Right, closed all week for maintenance. Sorry, I should have told you directly! Next Tuesday as normal.", t=["pool_closure"]),
    m("05-16 12:10", "luca", "the lake today was AMAZING I swim 800 meters without stopping and no panic I stay with Kasia like you said next to the reeds I am so happy", t=["luca_panic"]),
    m("05-16 12:30", "ines", "That's huge, Luca! 800m in a lake in May. 👏"),
    m("05-19 09:55", "luca", "today was good but can I ask one thing the wetsuit from Plaswater is a bit tight on the neck is it normal or should I ask for a different one", p=1, t=["wetsuit_rental"]),
    m("05-19 10:10", "ines", "A bit tight at the neck is normal, but it shouldn't choke you. If you have to pull at it, ask Marloes to swap it for another ML.", t=["wetsuit_rental"]),
    m("05-26 10:05", "luca", "also I think I will do a short race before Cervia to practise the start with many people there is one in Nijmegen in July 1900 meters swim what do you think",
      p=1, pf=[("goal", "considering a practice race with a 1900 m swim in Nijmegen in July")], t=["luca_goal"]),
    m("05-26 10:40", "ines", "Great idea, a practice start is worth more than any pool session. Sign up and we'll plan around it."),
])

# ---------------------------------------------------------------- c04 Sanne (heavy emoji)
chat("c04", "Sanne Visser", "direct", ["ines", "sanne"], [
    m("02-02 18:22", "sanne", "Hiii Ines!! 👋😊 Kasia gave me your number!! I'm the one who can't really swim 🙈🙈 I want to learn proper front crawl this year 🏊‍♀️💪 is that possible?? 🥺",
      p=1, pf=[("goal", "learn proper front crawl this year")], t=["sanne_goal"]),
    m("02-02 18:50", "ines", "Hi Sanne! Absolutely possible, most of my adult beginners get there in a few months. Can you swim a length right now, any stroke?"),
    m("02-02 19:02", "sanne", "Breaststroke with my head up like a grandma 😂😂 and I HATE deep water 😬😬 the deep end is my nightmare 🌊👻",
      pf=[("preference", "afraid of deep water, wants to stay out of the deep end")]),
    m("02-02 19:05", "sanne", "Also I'm free wednesdays after work!! 🗓️ like from 17:30 ✨",
      p=1, s=1, tc="Wednesdays from 17:30", pf=[("availability", "Wednesdays after work, from 17:30")]),
    m("02-02 19:20", "ines", "Perfect: Wednesday 18:00 at De Meeuw, and we stay in the shallow teaching pool for the first weeks. First one this Wednesday, the 4th?", s=1),
    m("02-02 19:21", "sanne", "YESSS 🎉🎉🎉 see you wednesday!!!", s=1, d="Sanne starts weekly lessons on Wednesdays at 18:00, first on 4 February", dk="sanne_wed"),
    m("02-04 19:15", "sanne", "That was so fun 😭😭💙 I put my face in the water!!! 🥽 my eyes are burning tho 🔥👀"),
    m("02-04 19:30", "ines", "You did great! The burning is the chlorine, you need goggles that seal. Try some on in the shop: press them on without the strap, if they stay, they seal.", t=["goggles"]),
    m("02-07 14:10", "sanne", "At the shop!!! 🛍️ pink ones or the clear mirrored ones 🤔🤔 pink are €14 mirrored €29 😅", p=1, t=["goggles"]),
    m("02-07 14:25", "ines", "Whichever seals better. Mirrored is for outdoors in the sun, you don't need that in the pool.", t=["goggles"]),
    m("02-07 14:31", "sanne", "Pink it is 💖💖💖 matches my cap lol", d="Sanne buys the pink goggles (€14)", t=["goggles"]),
    m("02-18 17:50", "sanne", "Noooo 😩 work event tonight I can't come 😭😭 so sorry!!! can we do another day this week??? 🙏", p=1, s=1),
    m("02-18 18:00", "ines", "Friday 18:00?", s=1),
    m("02-18 18:15", "sanne", "Friday is dinner at my mum's 🍝 Thursday??", p=1, s=1),
    m("02-18 18:25", "ines", "Thursday 20:00 works, I just had a cancellation.", s=1),
    m("02-18 18:27", "sanne", "Deal 🤝✨", s=1, d="Sanne's lesson moves to Thursday 19 February at 20:00"),
    m("02-26 21:00", "sanne", "Guess whattt 🥳🥳 I start the new job on March 2nd!!! 🎊 but it means wednesdays are gone 😭 I work till 7 on wednesdays now 😩 mondays and tuesdays I'm free from 6 🙏🙏",
      p=1, s=1, tc="Mondays and Tuesdays from 18:00, not Wednesdays",
      pf=[("availability", "from March works until 19:00 on Wednesdays; free Mondays and Tuesdays from 18:00")]),
    m("02-26 21:20", "ines", "Congrats on the job!! 🎉 Mondays 18:30 from 2 March then?", s=1),
    m("02-26 21:22", "sanne", "Mondays 18:30 🙌🙌", s=1, d="Sanne's lessons move to Mondays at 18:30 from 2 March", rev="sanne_wed"),
    m("03-02 19:40", "sanne", "First monday lesson ✅✅ new job + swimming = best day 🥹💙"),
    m("03-16 19:40", "sanne", "100m NONSTOP FRONT CRAWL 😭😭😭🏆🏆🏆 I'm crying in the changing room 🤧", t=["sanne_progress"]),
    m("03-16 19:55", "ines", "You earned it! Four lengths without stopping, six weeks after you first put your face in.", t=["sanne_progress"]),
    m("03-27 10:00", "sanne", "Random q 🤔 is it ok to swim with a cold?? 🤧🤒", p=1),
    m("03-27 10:20", "ines", "If it's just a head cold, easy swimming is fine. Fever or anything in your chest: skip it and rest."),
    m("04-01 12:10", "ines", "Sanne, Monday the 6th is Easter Monday and the pool is closed, and I'm away that week anyway. Kasia can do Tuesday the 7th at 18:30 if you like, otherwise we pick up on the 13th.", s=1),
    m("04-01 12:30", "sanne", "Kasia on tuesday is fine 👍😊", s=1, d="Sanne's lesson in the week after Easter: Kasia, Tuesday 7 April 18:30"),
    m("04-20 19:45", "sanne", "400m!!!!!!! 🔥🔥🔥🔥 I feel like a dolphin 🐬🐬", k="sanne_400", t=["sanne_progress"]),
    m("04-20 20:00", "ines", "400 nonstop, that's almost halfway to 1 km! Which reminds me: do you want to try the lake in May with the group? Very gentle, along the shore.", t=["sanne_progress"]),
    m("04-20 20:10", "sanne", "Omg 😱😱 the lake?? with fishes 🐟🐟 and no bottom??? 🫣 …ok maybe yes 😅 if someone stays next to me the whole time 🥺",
      p=1, pf=[("preference", "will only try the lake if someone stays next to her the whole time")]),
    m("04-20 20:15", "ines", "Someone will be right next to you, promise. I'll add you to the open water chat.",
      a=("Add Sanne to the open water group chat", "ines", None)),
    m("04-20 20:16", "sanne", "😬😬😬💙"),
    m("04-26 17:30", "sanne", "Koningsdag tomorrow 🧡🧡👑 are we still swimming?? 🤔", p=1, s=-1),
    m("04-26 17:45", "ines", "The pool closes at 17:00 on King's Day, so no. Shall we just skip this one and go to the party? 🧡", s=1),
    m("04-26 17:46", "sanne", "Skip!! 🧡👑🎉", s=1, d="Sanne's 27 April lesson is skipped (King's Day)"),
    m("05-03 12:00", "sanne", "Do I need a wetsuit??? 🤔 they're sooo expensive 💸💸", p=1, t=["wetsuit_rental"]),
    m("05-03 12:30", "ines", "Rent one at Plaswater first, €25 a month. Only buy if you get hooked! I'll reserve one for you, size S?",
      k="sanne_rent", t=["wetsuit_rental", "rent_cost"]),
    m("05-03 12:34", "sanne", "S 💁‍♀️ thank youuu", t=["wetsuit_rental"]),
    m("05-11 19:50", "sanne", "EMERGENCY 🚨🚨 I left my whale towel 🐳 in the changing room 😭😭 can you ask Henk if someone found it?? 🙏",
      p=1, a=("Ask Henk whether Sanne's whale towel was found", "ines", None), t=["lost_towel"]),
    m("05-11 20:00", "ines", "I'll ask him right away."),
    m("05-12 08:40", "ines", "Henk has it at reception! 🐳", t=["lost_towel"]),
    m("05-12 08:41", "sanne", "MY HERO 😭🐳💙"),
    m("05-18 19:45", "sanne", "Lake on Saturday was sooo cold but I LOVED it 🥶❤️🌊"),
    m("05-25 17:00", "sanne", "Still on tonight even though it's Pinksteren?? 🕊️", p=1, s=-1),
    m("05-25 17:10", "ines", "Yes, the pool is open as usual on Whit Monday. See you at 18:30!"),
])

# ---------------------------------------------------------------- c05 Mehmet (second-language English)
chat("c05", "Mehmet Yılmaz", "direct", ["ines", "mehmet"], [
    m("02-05 20:30", "mehmet", "Hello Ines, I am Mehmet, friend of Ben from the Tuesday group. I want to ask you if you can help me for the Bosphorus swim in Istanbul, it is 6,5 km, in July. I am swimming since child but never so long distance. Is possible to train with you?",
      p=1, pf=[("goal", "Bosphorus Cross-Continental Swim in Istanbul, 6.5 km, in July")], t=["mehmet_goal"]),
    m("02-05 21:00", "ines", "Hi Mehmet, nice to meet you! Yes, definitely. The Tuesday squad is a good base, and we can add a 1:1 every two weeks for technique and a long-swim plan. When does registration close?"),
    m("02-05 21:25", "mehmet", "Registration is lottery, the result come on 15 March. I hope I get place 🤞. The swim is 19 July.",
      k="mehmet_date", pf=[("goal", "the Bosphorus swim is on 19 July; entry by lottery, result on 15 March")], t=["mehmet_goal"]),
    m("02-05 21:27", "mehmet", "Also important: from 18 February is Ramadan for me, I am fasting until sunset. So training in the day is very difficult, better after iftar, like after 19:00 or 19:30",
      p=1, s=1, tc="after 19:00-19:30 during Ramadan",
      pf=[("diet", "fasting until sunset during Ramadan, from 18 February"), ("availability", "during Ramadan only after iftar, after 19:00-19:30")],
      t=["ramadan"]),
    m("02-05 21:45", "ines", "Thanks for telling me. The Tuesday squad is at 19:30 anyway, so that fits. For the 1:1s during Ramadan let's do Mondays at 20:30, every other week, starting 16 February, and keep them easy. Does that work?", s=1, t=["ramadan"]),
    m("02-05 21:50", "mehmet", "Yes is perfect, thank you for understanding 🙏", s=1, d="Mehmet's 1:1s on Mondays at 20:30 every other week from 16 February"),
    m("02-16 22:00", "ines", "Good start tonight. Your stroke is efficient; the thing to work on is breathing every 3 so you can sight on both sides. Homework: 10x100 easy with bilateral breathing."),
    m("02-24 22:10", "mehmet", "Ines, a question. In the squad tonight I was very tired, I think because fasting. Is ok if I do only half of the main set during Ramadan? I don't want to be rude to the others.",
      p=1, t=["ramadan"]),
    m("02-24 22:30", "ines", "Of course, not rude at all. Do the warm-up, half the main set and skip anything marked 'hard'. And drink a lot after iftar.",
      d="During Ramadan Mehmet does half the main set in the squad", t=["ramadan"]),
    m("03-02 21:55", "ines", "Good session tonight, your bilateral breathing is much more relaxed."),
    m("03-02 22:10", "mehmet", "Thank you! Now bilateral is natural for me, before it was like writing with the left hand."),
    m("03-15 18:00", "mehmet", "I GOT A PLACE!!! 🎉🎉 Bosphorus 19 July, I am in!!", k="mehmet_lottery", t=["mehmet_goal"]),
    m("03-15 18:20", "ines", "Fantastic!!! Now the real work starts 💪 After Ramadan we go to a 1:1 every week and a long swim at the weekend."),
    m("03-20 09:00", "mehmet", "Bayramınız mübarek olsun! Today is Eid, Ramazan Bayramı. Thank you for your patience this month. On Tuesday I bring the baklava for the group like I promised 😄"),
    m("03-20 09:30", "ines", "Bayramınız mübarek olsun, Mehmet! The group will love you forever."),
    m("03-23 19:00", "mehmet", "Now Ramadan is finished, for the weekly 1:1 can we do in the weekend? Saturday or Sunday morning before 10 is best for me, my work is weekdays",
      p=1, s=1, tc="weekend mornings before 10:00", pf=[("availability", "after Ramadan: weekend mornings before 10:00, works weekdays")]),
    m("03-23 19:30", "ines", "Saturday 8:00 at De Meeuw (lane 1 is ours until the end of April). From 28 March?", s=1),
    m("03-23 19:40", "mehmet", "28 March 8:00 ok. But attention, that night the clock changes, so I have one hour less sleep 😅",
      s=1, d="Mehmet's weekly 1:1 on Saturdays at 8:00 from 28 March", dk="mehmet_sat"),
    m("03-23 19:45", "ines", "The clocks go forward in the night from Saturday to Sunday, so your Saturday is safe. Sunday morning is the short one 😉", s=-1, t=["dst"]),
    m("04-18 09:30", "ines", "Your long-swim plan for the next three months is in your email. The peak is 5 km in the pool in late June and 2 x 3 km in the lake in early July.", t=["mehmet_goal"]),
    m("04-22 21:15", "mehmet", "Ines my right ear is hurting very much since Monday, the doctor says is swimmer's ear, otitis externa, I have drops and no swimming for 7 days. So Saturday I cannot come, sorry.",
      p=1, s=1, pf=[("medical", "swimmer's ear (otitis externa) in the right ear, no swimming for 7 days from 22 April")], t=["mehmet_ear"]),
    m("04-22 21:30", "ines", "Oh no, get well! Skip Saturday and the squad, no problem. When it's better: silicone putty earplugs, and dry your ears well after. Back on Saturday 2 May?", s=1, t=["mehmet_ear"]),
    m("04-22 21:35", "mehmet", "Yes 2 May 👍", s=1, d="Mehmet skips 25 April and is back on Saturday 2 May"),
    m("05-02 10:00", "mehmet", "Earplugs work good. 3 km today without problem 💪", t=["mehmet_ear"]),
    m("05-12 20:00", "mehmet", "Ines, question about the lake. For Bosphorus I need to train in open water, but Saturday 8:00 is our pool session. Can I join the lake group after, or is same time?",
      p=1, s=1),
    m("05-12 20:30", "ines", "Same time, 8:00-9:30. Let's move your 1:1 to the lake: you swim with the group and I give you a separate long set. And the pool 1:1 moves to Sunday 8:00?", s=1),
    m("05-12 20:45", "mehmet", "Sunday the pool opens 9:00 I think, not 8.", p=1, s=1, tc="Sundays not before 9:00 (pool opening)"),
    m("05-12 21:00", "ines", "You're right. Sunday 9:00 then.", s=1,
      d="Mehmet swims with the lake group on Saturdays; his pool 1:1 moves to Sundays at 9:00", rev="mehmet_sat"),
    m("05-16 11:20", "mehmet", "First time in the lake with you, water was 15 degrees, ok for me. My sighting is terrible 😂"),
    m("05-26 13:10", "mehmet", "After the Bosphorus I stay in Istanbul with family until 10 August, so no training with you then. Can you make me a plan for the two weeks there?",
      p=1, tc="not until after 10 August", pf=[("availability", "in Istanbul after the Bosphorus swim until 10 August")],
      a=("Make Mehmet a plan for his two weeks in Istanbul", "ines", None)),
    m("05-26 13:40", "ines", "Sure, easy swims in the sea and some rest. I'll write it in July."),
])

# ---------------------------------------------------------------- c06 Claire (chatty, buries the request)
chat("c06", "Claire Dubois", "direct", ["ines", "claire"], [
    m("02-06 13:12", "claire", "Hello Ines! Claire here, we met at Femke's birthday, the one with the dog who stole the cake 😅. So I finally signed up for the Amstel sprint triathlon on 6 June (750m swim, I know, baby distance, but for me it's Everest). The running and cycling I can manage but the swimming is a catastrophe, I do breaststroke with my head out like a duck. My friend says you are the best. Do you have any space during school hours? I drop the kids at 8:45 and pick them up at 14:30, so anything in between is perfect. Also the dog is fine, in case you wondered.",
      p=1, s=1, tc="weekdays between 8:45 and 14:30 (school hours)",
      pf=[("goal", "first sprint triathlon: Amstel sprint triathlon on 6 June, 750 m swim"), ("availability", "school hours only, between 8:45 and 14:30")],
      t=["claire_goal"]),
    m("02-06 14:00", "ines", "Hi Claire! Of course I remember the dog. 750m is a proper distance, don't undersell it. I have Wednesdays at 10:00 or Fridays at 11:00. Which one?", s=1),
    m("02-06 14:40", "claire", "Friday!! Wednesday is my yoga and I can't abandon the yoga ladies, they would never forgive me. Friday 11:00.",
      s=1, d="Claire's lessons on Fridays at 11:00"),
    m("02-13 12:30", "ines", "Lovely first lesson! Homework: practise breathing out under water, 10 times in a row, in the shallow end. That's all. Really."),
    m("02-13 13:00", "claire", "Bubbles, check 🫧"),
    m("02-27 12:30", "claire", "Just a silly question: my goggles keep fogging up, do I need new ones or am I doing something wrong? My son says I should spit in them, which is disgusting, please tell me he is wrong.", p=1, t=["goggles"]),
    m("02-27 12:50", "ines", "Your son is right, sorry 😄 Or use anti-fog spray, and never wipe the inside with your fingers.", t=["goggles"]),
    m("02-27 12:52", "claire", "I hate this."),
    m("03-04 15:20", "claire", "Ines I need to tell you a funny thing: my daughter's teacher asked what her mother does for sport and she said 'she drinks the pool' 😂 which is fair. Anyway, the reason I'm writing: my company has this wellness budget and they reimburse coaching if I give them an invoice in the name of the company, it's Brightwell B.V. on the Keizersgracht, and they need it before 31 March or the budget for the quarter is gone. Could Joost do that? For February and March. Also the dog ate a sock, he is fine.",
      k="claire_ask", p=1, a=("Invoice Brightwell B.V. for Claire's February and March lessons", "joost", "2026-03-31"), t=["claire_invoice"]),
    m("03-04 16:00", "ines", "Ha, 'she drinks the pool' is going on my website. I'll ask Joost to make the invoice out to Brightwell B.V., you'll have it well before the 31st.", t=["claire_invoice"]),
    m("03-19 09:10", "claire", "Bad news from the running side: the doctor says plantar fasciitis in my left foot 🦶 so no running for at least 3 weeks. Swimming is fine she says, so maybe I can come twice a week for a while? Fridays and maybe Mondays at 10?",
      p=1, s=1, pf=[("injury", "plantar fasciitis in the left foot, no running for at least 3 weeks (from 19 March)")], t=["claire_foot"]),
    m("03-19 09:40", "ines", "Sorry about the foot! Yes, Mondays at 10:00 work for the next few weeks. Keep the kick relaxed, and don't point your toes hard if it hurts.",
      s=1, d="Claire adds a Monday 10:00 lesson while her foot heals", dk="claire_monday", t=["claire_foot"]),
    m("03-19 09:42", "claire", "Perfect, merci!!"),
    m("03-30 10:50", "claire", "Did you get the thing from Joost? Sorry, my boss is asking me, the invoice for Brightwell. Ah no wait, it's in my mailbox since Friday. Ignore me!! Sorry sorry.",
      p=-1, t=["claire_invoice"]),
    m("04-01 12:20", "ines", "Reminder: I'm away the week after Easter, so no lessons on Monday the 6th (Easter Monday anyway) and Friday the 10th.", s=1),
    m("04-01 12:35", "claire", "Enjoy!! Somewhere warm I hope ☀️"),
    m("04-17 12:30", "claire", "So, the school holiday is from 25 April to 3 May and we go to my parents in Lyon, so no swimming for me those two weeks. I will try the public pool there but I promise nothing, my father will want to take me to eat instead 🧀",
      p=1, s=1, tc="not from 25 April to 3 May (Lyon)", pf=[("availability", "away in Lyon during the school holiday, 25 April - 3 May")]),
    m("04-17 12:45", "ines", "Enjoy Lyon! I'll free up your slots on the 27th and the 1st. Back on Monday 4 May?", s=1),
    m("04-17 12:50", "claire", "Yes! Well, the foot is better now, so maybe only Fridays again after the holiday?", p=1, s=1),
    m("04-17 13:00", "ines", "Ok, Fridays only from May. Then the first one back is Friday 8 May.", s=1,
      d="Claire goes back to Fridays only from May, first lesson Friday 8 May", rev="claire_monday"),
    m("05-01 10:00", "ines", "Claire, I forgot: De Meeuw is closed the whole week of 4 May for maintenance. Could we do Friday the 8th at Sportcentrum West instead, at 10:00? They have a lane free then.", s=1, t=["pool_closure"]),
    m("05-02 19:30", "claire", "Sportcentrum West is far for me but ok, I'll take the bike, it's training anyway 🚲", s=1, d="Claire's 8 May lesson is at Sportcentrum West at 10:00"),
    m("05-08 12:15", "ines", "Great to have you back! Your breathing to the left is much better than before Lyon, so the French pool did something."),
    m("05-08 12:40", "claire", "It was my father's cheese. Scientifically proven."),
    m("05-20 14:05", "claire", "Ines, quick update: the foot is completely ok, I ran 8 km on Sunday without pain!! Also, the kids' school has a 'sports parents' afternoon on 12 June and they asked if someone could talk about swimming for 20 minutes, and I said I know someone, haha, would you do it? No pressure. And the race is in 2.5 weeks, I'm terrified but in a good way.",
      p=1, a=("Give a 20-minute talk about swimming at the school's sports parents afternoon on 12 June", "ines", "2026-06-12"), t=["school_talk"]),
    m("05-20 14:40", "ines", "Glad about the foot! And yes, I'd love to do the talk. Send me the time and the address.", t=["school_talk"]),
    m("05-20 15:00", "claire", "15:30, the Montessori school on the Jan Luijkenstraat. I'll tell them! ❤️", k="school_time", t=["school_talk"]),
    m("05-29 11:45", "claire", "Last lesson before the race next Saturday!! Any tips for the mass start? I'm scared of being kicked in the face.", p=1, t=["claire_goal"]),
    m("05-29 12:10", "ines", "Start at the back and on the outside, count to five after the horn and then go. You lose 10 seconds and keep all your teeth."),
])

# ---------------------------------------------------------------- c07 Ben (jokes about urgency)
chat("c07", "Ben Okoro", "direct", ["ines", "ben"], [
    m("02-03 22:30", "ben", "URGENT!!! 🚨🚨 is it normal that my arms feel like overcooked spaghetti after your squad", p=-1),
    m("02-03 22:41", "ines", "Totally normal. That's the 'welcome back' set. 🍝"),
    m("02-09 11:00", "ben", "Serious question for once: my brother signed us up for the Utö swimrun in the Stockholm archipelago, 22 August. Swim-run-swim-run in a wetsuit and trainers. Apparently I need to learn to swim in shoes. Can you help me with a plan? I'm in the Tuesday squad anyway but I'd need extra.",
      p=1, a=("Make Ben a swimrun training plan", "ines", None),
      pf=[("goal", "Utö swimrun in the Stockholm archipelago on 22 August with his brother")], t=["ben_swimrun"]),
    m("02-09 11:30", "ines", "Swimming in shoes, yes, that's a real thing 😂 Count me in. Let's do a 1:1 every other week plus the squad. What does your week look like?"),
    m("02-09 11:45", "ben", "I travel Mon-Wed most weeks for work (glamorous Eindhoven). Thursday and Friday I'm a free man. Not before 8 though, I am not a morning person, I am barely an afternoon person.",
      s=1, tc="Thursdays or Fridays, not before 8:00",
      pf=[("availability", "travels Monday-Wednesday for work; free Thursdays and Fridays, not before 8:00")]),
    m("02-09 12:00", "ines", "Fridays 8:30 every other week, starting 13 February?", s=1),
    m("02-09 12:01", "ben", "8:30 is basically dawn but fine 🫡", s=1, d="Ben's 1:1 every other Friday at 8:30 from 13 February"),
    m("02-13 09:30", "ines", "Good first 1:1! Homework: 4x200 pull with the buoy between your ankles. Yes, ankles."),
    m("02-13 09:45", "ben", "Ankles. Right. Sure. Totally normal sport."),
    m("02-20 18:00", "ben", "Also, random: I'm vegan, does that matter for the big training weeks? My brother says I'll wither away.",
      p=1, pf=[("diet", "vegan")], t=["ben_vegan"]),
    m("02-20 18:30", "ines", "Not at all, there are plenty of vegan endurance athletes. Just watch protein (beans, tofu, soy milk) and iron. If you want the details, I can put you in touch with a sports dietitian.", t=["ben_vegan"]),
    m("02-20 18:33", "ben", "Yes please, the dietitian. Before my brother starts sending me steak memes.",
      p=1, a=("Send Ben the sports dietitian's contact details", "ines", None), t=["ben_vegan"]),
    m("02-20 19:00", "ines", "Her name is Lotte van Dam, lotte@voedingsfit.nl. Say I sent you.", k="dietitian", t=["ben_vegan"]),
    m("03-05 07:20", "ben", "EMERGENCY 🚨 my goggle strap snapped and I have squad tonight… oh wait it's Thursday. False alarm. Carry on.", p=-1),
    m("03-19 16:40", "ben", "Hey, so, I had a great week, the Eindhoven office has a new coffee machine which changed my life, and the swimrun shoes arrived (they're very orange). Oh and next Friday I'm stuck in Eindhoven, the client moved the workshop, so can we do the 1:1 on Thursday the 26th instead? Any time after 8 works. The shoes squeak by the way.",
      p=1, s=1, t=["ben_swimrun"]),
    m("03-19 17:00", "ines", "Thursday 26th at 19:00 then. Bring the squeaky shoes, we'll swim in them.", s=1,
      d="Ben's 1:1 moves to Thursday 26 March at 19:00, swimming in his swimrun shoes"),
    m("03-26 20:30", "ben", "Swimming in shoes is like running in jelly. 0/10 would not recommend. Same time in 2 weeks?", p=1, s=1, t=["ben_swimrun"]),
    m("03-26 20:45", "ines", "In two weeks I'm away. Friday 3 April at 8:30, and back to normal after that?", s=1),
    m("03-26 20:50", "ben", "3 April 8:30 ✅", s=1, d="Ben's next 1:1 is Friday 3 April at 8:30"),
    m("04-03 08:20", "ben", "Ok this one is actually urgent: I'm at De Meeuw and the doors are locked?? The sign says 'Goede Vrijdag 10:00-16:00'",
      p=1, t=["easter_hours"]),
    m("04-03 08:24", "ines", "Oh no, I completely forgot the holiday hours, I'm so sorry! Coffee is on me. Can you wait until 10:00, or shall we do next time?", s=1, t=["easter_hours"]),
    m("04-03 08:26", "ben", "I'll take the coffee and 10:00. I'll sit in the café like a sad wet dog (I'm not even wet)", s=1,
      d="Ben's Good Friday 1:1 moves to 10:00", t=["easter_hours"]),
    m("04-23 19:30", "ben", "Question: do I need a pull buoy AND paddles for the swimrun? People at Utö use them but they're only allowed if you carry them the whole way, including the running bits.",
      p=1, t=["ben_swimrun"]),
    m("04-23 20:00", "ines", "Buoy yes (strap it to your thigh on the runs). Paddles maybe: small ones only, and we test them in the lake first. Big paddles for two hours is asking for a shoulder injury.", t=["ben_swimrun"]),
    m("04-23 20:05", "ben", "Buoy yes, paddles small. Noted, boss.", d="Ben races the swimrun with a pull buoy and only small paddles", t=["ben_swimrun"]),
    m("05-08 11:10", "ben", "Not urgent at all, but when you have a sec: could you look at the swimrun course map and tell me where you think the long swims are? It's on their website, 'Utö sprint course'. No rush, next week is fine.",
      p=1, a=("Look at the Utö course map and tell Ben where the long swims are", "ines", "2026-05-15"), t=["ben_swimrun"]),
    m("05-12 21:00", "ines", "Looked at the map: the long swims are the first one (about 1,100 m) and the one just before the finish (about 800 m). Everything else is under 400 m. So we train 1,200 m nonstop in wetsuit and shoes.",
      k="ben_long_swims", t=["ben_swimrun"]),
    m("05-13 07:40", "ben", "1,200 in shoes. I'll start praying."),
    m("05-22 16:00", "ben", "Btw my brother can't do the swimrun anymore (knee surgery, he's ok), so I'm looking for a partner. Asking for a friend who is me. Anyone in the lake group crazy enough?",
      p=1, t=["ben_swimrun"]),
    m("05-22 16:20", "ines", "Astrid might be, she swims in cold water for fun. I'll ask her tomorrow at the lake.",
      a=("Ask Astrid whether she wants to be Ben's swimrun partner", "ines", "2026-05-23")),
    m("05-23 11:30", "ines", "Astrid says yes!! She's in. You two need to practise swimming with a tether.", k="ben_partner", t=["ben_swimrun"]),
    m("05-23 11:35", "ben", "BEST NEWS. I'll buy her a cinnamon bun. Several."),
])

# ---------------------------------------------------------------- c08 Astrid (precise, second-language)
chat("c08", "Astrid Lindqvist", "direct", ["ines", "astrid"], [
    m("02-10 07:30", "astrid", "Good morning Ines. I want to swim Vansbrosimningen this summer, the 3 km, on 4 July. It is a river swim in Sweden, cold water, usually 15-17 degrees. I would like a plan and maybe a 1:1 once a month. I am in Stockholm every other week for work, Monday to Thursday in the odd weeks, so I can only train in Amsterdam in the even weeks and at weekends.",
      k="astrid_goal", p=1, s=1, tc="even weeks and weekends only",
      pf=[("goal", "Vansbrosimningen 3 km river swim in Sweden on 4 July"), ("availability", "in Stockholm Monday-Thursday in odd weeks; trains in Amsterdam in even weeks and at weekends")],
      t=["astrid_vansbro"]),
    m("02-10 08:15", "ines", "Love it. A monthly 1:1 plus the plan is €110 per month. The next even week is week 8, 16-20 February. Early morning?", s=1),
    m("02-10 08:20", "astrid", "Yes, early is best. Wednesday 18 February at 7:00?", p=1, s=1, pf=[("preference", "prefers early morning sessions")]),
    m("02-10 08:30", "ines", "Booked.", s=1, d="Astrid's first 1:1 on Wednesday 18 February at 7:00"),
    m("02-18 09:00", "ines", "Notes from today: strong kick, short stroke. Lengthen, and finish past the hip. The plan is in your inbox."),
    m("02-18 12:10", "astrid", "Thank you. One thing I forgot to say: I have asthma. Normally no problem in the pool, but cold water can trigger it, so I use my inhaler before open water swims. Just so you know.",
      p=1, pf=[("medical", "asthma; cold water can trigger it, uses her inhaler before open water swims")], t=["astrid_asthma"]),
    m("02-18 12:30", "ines", "Thanks for telling me. Keep it in your swim bag at the lake and tell the kayaker too.", t=["astrid_asthma"]),
    m("03-09 20:00", "astrid", "Next 1:1: Wednesday 18 March 7:00? Or Thursday 19 if the 18th is full.", p=1, s=1),
    m("03-09 20:20", "ines", "The 18th is fine, same time.", s=1, d="Astrid's March 1:1 on Wednesday 18 March at 7:00"),
    m("03-17 21:00", "astrid", "Thank you for the birthday song and the buns. Please also thank Ben, I know the cake was his idea."),
    m("03-18 09:00", "ines", "Today: a much longer stroke. Next step is pacing, 3x1000 at even pace, it's in the plan."),
    m("03-31 18:00", "astrid", "I have a thermometer now and I checked the Kleine Plas: 9.5 degrees. Too cold still, but I am going in for 5 minutes on Sunday. Is that stupid?",
      p=1, t=["water_temp"]),
    m("03-31 18:30", "ines", "Not stupid if you're careful: someone on the shore, inhaler with you, out after 5 minutes even if you feel fine, warm clothes ready. And never alone.", t=["water_temp", "astrid_asthma"]),
    m("04-05 11:00", "astrid", "Did 6 minutes. My face hurt, the rest was fine. 🥶", t=["water_temp"]),
    m("04-14 07:45", "astrid", "The plan says 3x1000 on Saturday but I will be at a wedding. Can I do it on Friday morning instead, or is it too close to Thursday's session?",
      p=1, s=-1),
    m("04-14 08:10", "ines", "Friday is fine, just make Thursday easier then."),
    m("04-21 07:10", "astrid", "For the April 1:1: week 18, Tuesday 28 April 7:00?", p=1, s=1),
    m("04-21 07:45", "ines", "On the 28th I have a client at 7. 7:45, or Wednesday the 29th at 7:00?", s=1),
    m("04-21 07:50", "astrid", "Wednesday 7:00.", s=1, d="Astrid's April 1:1 on Wednesday 29 April at 7:00"),
    m("05-02 08:00", "astrid", "Could you send me the plan for May and June as well? The current one ends on 3 May.", p=1,
      a=("Send Astrid the training plan for May and June", "ines", "2026-05-03"), t=["astrid_vansbro"]),
    m("05-02 19:30", "ines", "Sent! June has two 3 km lake swims in it.", t=["astrid_vansbro"]),
    m("05-11 19:00", "astrid", "Wetsuit question: Vansbro allows wetsuits but does not require them. I would like to race without. Can we train for that in the lake, maybe the last 20 minutes of each Saturday without the suit?",
      p=1, pf=[("preference", "wants to race Vansbro without a wetsuit")], t=["astrid_vansbro"]),
    m("05-11 19:30", "ines", "Yes, from the end of May, once the water is above 15. Before that, 5-10 minutes without the suit at most.",
      d="Astrid trains without a wetsuit at the end of the Saturday lake swims once the water is above 15 degrees", t=["astrid_vansbro"]),
    m("05-22 20:30", "ines", "Random question: Ben's brother dropped out of the Utö swimrun (22 August) and Ben needs a partner. Any interest? It's about 10 km of running and 2.5 km of swimming in total.", t=["ben_swimrun"]),
    m("05-22 21:10", "astrid", "Interesting. 22 August is after Vansbro, so it fits. I will tell you tomorrow at the lake.",
      a=("Tell Ines whether she will be Ben's swimrun partner", "astrid", "2026-05-23")),
    m("05-23 10:10", "astrid", "Yes. Tell Ben I'm in. But I run slowly.", k="astrid_yes",
      p=1, a=("Tell Ben that Astrid is in for the swimrun", "ines", "2026-05-23"),
      d="Astrid will be Ben's partner for the Utö swimrun", pf=[("goal", "Utö swimrun with Ben on 22 August")], t=["ben_swimrun"]),
])

# ---------------------------------------------------------------- c09 Rafael (formal, long)
chat("c09", "Rafael Moreno", "direct", ["ines", "rafael"], [
    m("02-11 06:10", "rafael", "Dear Ms Varga, I was given your details by Priya Raman, who speaks very highly of your coaching. I am an orthopaedic surgeon, 47, and I have entered my first sprint triathlon, in Almere on 13 September. My swimming is adequate for survival, but I cannot breathe to my left side and I tire quickly. My schedule is difficult: on weekdays I operate from 08:00, so I can only train before 07:30, and on Sunday mornings. I would be grateful to know whether you have availability and what your rates are. With kind regards, Rafael Moreno",
      p=1, s=1, tc="weekdays before 07:30, or Sunday mornings",
      pf=[("goal", "first sprint triathlon in Almere on 13 September; learn to breathe to the left"), ("availability", "weekdays only before 07:30 (operates from 08:00), and Sunday mornings")],
      t=["rafael_goal"]),
    m("02-11 07:40", "ines", "Dear Rafael, thank you, and congratulations on entering. I can do Tuesdays or Thursdays at 6:30 at De Meeuw. Single sessions are €55, a package of 10 is €500. Would you like to start with one to see if we work well together?",
      s=1, t=["rates"]),
    m("02-11 21:30", "rafael", "Thursday at 06:30 would suit me. I suggest we start with the package of ten directly; I have confidence in Ms Raman's recommendation. Please send the invoice to my practice, Moreno Orthopedie B.V., with my name as the participant; my secretary handles payment.",
      p=1, s=1, d="Rafael buys the 10-session package (€500), sessions on Thursdays at 6:30",
      a=("Invoice Moreno Orthopedie B.V. for Rafael's 10-session package", "joost", None), t=["rafael_package"]),
    m("02-11 21:45", "ines", "Great, Thursday 19 February at 6:30 then. Joost, my business partner, will send the invoice to your practice this week.", s=1),
    m("02-19 07:45", "ines", "Thank you for this morning. Main point: you lift your head to breathe left, so your legs sink. We'll work on breathing with one goggle still in the water. Drill: 6 kicks on your side, 3 strokes, switch."),
    m("02-19 12:30", "rafael", "Thank you. I should mention, since it became apparent this morning, that I had an ACL reconstruction of my left knee in 2019. It is stable, but the breaststroke kick is uncomfortable, so I would prefer to avoid it where possible.",
      p=1, pf=[("injury", "ACL reconstruction of the left knee in 2019; breaststroke kick is uncomfortable, prefers to avoid it")], t=["rafael_knee"]),
    m("02-19 13:00", "ines", "Noted: no breaststroke kick. Pull buoy or freestyle kick for all the drills.", t=["rafael_knee"]),
    m("02-26 07:40", "ines", "Good progress today: four lengths breathing to the left without lifting your head."),
    m("03-12 05:50", "rafael", "Good morning. I regret that I have to cancel this morning's session: an emergency case came in overnight and I am still at the hospital. I understand if the session is forfeited under your cancellation policy.",
      p=1, s=1),
    m("03-12 06:05", "ines", "Of course it's not forfeited, emergencies don't count. Good luck, and see you next Thursday.", s=1),
    m("03-30 19:30", "rafael", "Dear Ines, now that we are on summer time, would it be possible to move our Thursday session to 06:00? The light wakes me earlier anyway, and it would give me a more comfortable margin before my first operation.",
      p=1, s=1),
    m("03-30 20:00", "ines", "6:00 is when Henk opens the lanes, so 6:05 realistically. Let's say 6:05 from this Thursday, 2 April.", s=1,
      d="Rafael's Thursday session moves to 6:05 from 2 April"),
    m("03-31 20:00", "ines", "One thing I forgot: next week, the week after Easter, I'm away. Kasia can take your Thursday 9 April at 6:05, or we skip it and the session stays in your package. Your choice.", s=1),
    m("03-31 21:15", "rafael", "I will skip it, thank you. I have a conference in Lisbon that week in any case.", s=1, d="Rafael skips the 9 April session"),
    m("04-16 08:00", "ines", "Today you breathed to the left every third stroke for the whole 400. That was the goal we set in February. Done."),
    m("04-28 20:00", "rafael", "Could you tell me how many sessions remain in my package? My secretary wants to know whether to budget for a second one.", p=1, t=["rafael_package"]),
    m("04-28 20:30", "ines", "After Thursday (the 30th) you've used 9 of the 10, so one is left: 7 May. Except De Meeuw is closed that week, so it's 14 May.",
      k="rafael_last", s=1, t=["rafael_package", "pool_closure"]),
    m("04-28 21:00", "rafael", "Then please consider this my request for a second package of ten, starting after the 14th. I am enjoying this far more than I anticipated. I would also like to add one open water session in June, if that is something you offer.",
      p=1, a=("Invoice Rafael's practice for a second 10-session package", "joost", None),
      d="Rafael buys a second 10-session package, starting after 14 May", t=["rafael_package"]),
    m("04-28 21:20", "ines", "Wonderful! Joost will send the invoice. Open water: yes, Sunday mornings at Plaswater, 8:00, from June.", s=1),
    m("04-29 06:40", "rafael", "Sunday 7 June at 08:00 then, if it suits you. I will need to rent a wetsuit.", p=1, s=1, t=["wetsuit_rental"]),
    m("04-29 07:00", "ines", "7 June at 8:00 is in my calendar. Marloes at Plaswater rents suits, I'll reserve one for you: what are your height and weight?",
      s=1, d="Rafael's first open water session on Sunday 7 June at 8:00",
      a=("Reserve a rental wetsuit at Plaswater for Rafael's 7 June session", "ines", "2026-06-07"), t=["wetsuit_rental"]),
    m("04-29 07:10", "rafael", "1.84 m, 79 kg. Thank you."),
    m("05-14 07:45", "ines", "Package 1 done! Today's set was 10x100 on 1:55, all with bilateral breathing, and you held 1:50s. Package 2 starts next Thursday."),
    m("05-14 12:30", "rafael", "Thank you. I noticed afterwards that I had not once thought about my breathing, which I take to be the point."),
])

# ---------------------------------------------------------------- c10 Yuki (polite, kaomoji)
chat("c10", "Yuki Tanaka", "direct", ["ines", "yuki"], [
    m("02-06 12:40", "yuki", "Hello Ines, my name is Yuki. I found you on the coach list of the KNZB website. I would like some lessons to improve my freestyle. I can only come on Fridays at lunch time, 12:00 to 13:00, because of my work. Is that possible? (^_^)",
      p=1, s=1, tc="Fridays 12:00-13:00", pf=[("availability", "Fridays at lunch time only, 12:00-13:00")]),
    m("02-06 13:10", "ines", "Hi Yuki! Friday 12:15 works well. Next Friday, the 13th?", s=1),
    m("02-06 13:12", "yuki", "Yes please! Thank you very much m(_ _)m", s=1, d="Yuki's lessons on Fridays at 12:15, first on 13 February"),
    m("02-06 13:15", "yuki", "Ah, one more thing. I am pregnant, 14 weeks now. My doctor says swimming is very good. I hope it is ok for you (^^;)",
      p=1, pf=[("medical", "pregnant, 14 weeks on 6 February")], t=["yuki_pregnancy"]),
    m("02-06 13:30", "ines", "Congratulations!! Of course it's ok. We'll keep everything comfortable, and you tell me if anything feels wrong. No flip turns and no breath-holding sets.",
      d="No flip turns or breath-holding sets in Yuki's lessons", t=["yuki_pregnancy"]),
    m("02-13 13:20", "yuki", "Thank you for today! My arms are tired but happy ٩(ˊᗜˋ*)و"),
    m("02-20 13:25", "yuki", "Thank you for the new drills today! I practised the one-arm drill in my head on the tram (^_^;)"),
    m("02-27 09:15", "yuki", "Good morning. I am sorry, today I have a doctor appointment at 12:00 (routine check). Can I cancel today's lesson? Next Friday is ok.", p=1, s=1),
    m("02-27 09:30", "ines", "Of course! See you on the 6th. Good luck at the check-up.", s=1),
    m("03-06 13:30", "yuki", "The check-up was fine, the baby is healthy. Due date is 8 August (^▽^)",
      k="yuki_due", pf=[("medical", "due date 8 August")], t=["yuki_pregnancy"]),
    m("03-06 13:40", "ines", "Lovely news! 💛"),
    m("03-20 10:00", "yuki", "Question please: is it ok for me to use fins? My feet get tired.", p=1, t=["equipment"]),
    m("03-20 10:20", "ines", "Short fins, yes, nice and easy. I'll bring a pair for you to try today.",
      a=("Bring short fins for Yuki to try", "ines", "2026-03-20"), t=["equipment"]),
    m("03-27 12:00", "ines", "Yuki, Friday 10 April I'm away (the week after Easter). Kasia can take your lesson, or we skip it. What do you prefer?", s=1),
    m("03-27 13:20", "yuki", "I will skip, thank you. I prefer you (^^ゞ)", s=1, d="Yuki skips the 10 April lesson"),
    m("04-17 14:00", "yuki", "Ines, after the last lesson my pelvis hurts a little when I do the breaststroke kick. The midwife says it is pelvic girdle pain, common in pregnancy, and I should avoid breaststroke kick and wide leg movements. Freestyle is ok.",
      p=1, pf=[("medical", "pelvic girdle pain: avoid breaststroke kick and wide leg movements (midwife, April)")], t=["yuki_pelvis"]),
    m("04-17 14:30", "ines", "Thank you for telling me. No more breaststroke kick: we use a pull buoy between the knees when you want to rest your legs, and only freestyle and backstroke kick.",
      d="No breaststroke kick in Yuki's lessons; pull buoy and freestyle or backstroke kick only", t=["yuki_pelvis"]),
    m("04-24 13:20", "ines", "Lovely lesson. The pull buoy between the knees works really well for you."),
    m("04-30 19:00", "yuki", "Tomorrow is 1 May, is the pool open? In Japan it is Golden Week so I am confused (・・?)", p=1, s=-1),
    m("04-30 19:20", "ines", "Open as normal! 1 May isn't a holiday here. See you at 12:15."),
    m("05-01 13:30", "ines", "Reminder: De Meeuw is closed next week for maintenance, so no lesson on the 8th, and Sportcentrum West has nothing free at lunchtime, sorry. Back on the 15th.",
      s=1, t=["pool_closure"]),
    m("05-01 13:35", "yuki", "Ok! Thank you (^_^)/"),
    m("05-15 13:25", "yuki", "The baby kicks when I swim backstroke now! ヽ(°〇°)ﾉ"),
    m("05-22 13:10", "yuki", "Ines, I want to tell you: my last lesson will be 26 June, then I stop until after the baby. I hope I can come back in November? And I would like to learn butterfly then!! (≧▽≦)",
      p=1, s=1, pf=[("availability", "last lesson 26 June, hopes to come back in November"), ("goal", "learn butterfly after the baby")]),
    m("05-22 13:40", "ines", "Of course! November it is, and butterfly is a promise. 🦋", d="Yuki stops after 26 June and comes back in November to learn butterfly"),
])

# ---------------------------------------------------------------- c11 Joost (business partner, bookkeeping)
chat("c11", "Joost Hendriks", "direct", ["ines", "joost"], [
    m("02-02 09:15", "joost", "Morning Ines. January is closed: 41 sessions invoiced, €2,365 in, €612 out (lanes €456, kit €58, phone €18, insurance €80). Everything is paid except one squad fee (Femke, €45, she knows). Separate topic: I'd like to decide on a booking tool this month. I tested two options: LaneLog (€29/month, clients book and pay themselves, it talks to our bank) or keeping the spreadsheet plus Tikkie links. I lean towards LaneLog. Can you have a look before Friday?",
      p=1, a=("Look at LaneLog before Friday", "ines", "2026-02-06"), t=["booking_tool", "monthly_numbers"]),
    m("02-02 10:00", "ines", "Wow, nice month. I'll look at LaneLog this week."),
    m("02-05 21:40", "ines", "Looked at LaneLog. The client booking part is great, the reports are a bit meh. But I'm so tired of chasing Tikkie payments, so yes, let's try it.",
      d="Switch to the LaneLog booking tool (€29/month)", dk="lanelog", t=["booking_tool"]),
    m("02-06 08:30", "joost", "Good. I'll set it up this weekend and import the client list. From Monday you can send people the booking link.",
      a=("Set up LaneLog and import the client list", "joost", "2026-02-08"), t=["booking_tool"]),
    m("02-09 09:00", "joost", "LaneLog is live: the booking link is varga.lanelog.app. Please test it yourself before you share it.",
      p=1, a=("Test the LaneLog booking link before sharing it", "ines", None), t=["booking_tool"]),
    m("02-11 22:00", "ines", "New client: Rafael Moreno, 10-session package. He wants the invoice sent to his practice: Moreno Orthopedie B.V., participant Rafael Moreno. Can you do that by Friday?",
      a=("Invoice Moreno Orthopedie B.V. for Rafael's 10-session package", "joost", "2026-02-13"), t=["rafael_package"]),
    m("02-12 08:15", "joost", "Will do today. €500 excl. VAT? We charge 21% on coaching, so that would be €605 in total. I'll put the package terms on it (valid 6 months).",
      p=1, t=["rafael_package"]),
    m("02-12 08:40", "ines", "€500 incl. VAT, that's what I told him. Our mistake if it hurts, lesson learned.",
      d="Rafael's package is €500 including VAT", t=["rafael_package"]),
    m("02-12 09:00", "joost", "Fine. Then we need to talk prices soon, because €500 incl. is €413 for us, and Henk's lane price goes up in April. Proposal follows.", t=["price_increase", "lane_price"]),
    m("02-16 20:30", "joost", "Proposal, as promised. From 1 April:\n1. 1:1 sessions €55 → €62\n2. 10-session packages €500 → €560\n3. Squad monthly fee €45 → €49\nReasoning: lanes go from €38 to €42 per lane-hour, LaneLog adds €29/month, and we haven't raised prices since 2024. Existing packages are honoured at the old price. Let me know by the end of the month so I can update LaneLog and the website.",
      k="price_proposal", p=1, a=("Decide on the new prices from 1 April", "ines", "2026-02-28"), t=["price_increase", "lane_price"]),
    m("02-17 07:45", "ines", "62 feels like a lot in one go. I'd do 60 for a 1:1 and 550 for packages. Squad 49 is fine.", t=["price_increase"]),
    m("02-17 09:10", "joost", "60 and 550 works, I'll take the missing €2 out of my coffee budget. Squad 49. Done.",
      k="price_decision", d="New prices from 1 April: 1:1 €60, 10-session package €550, squad €49 a month", t=["price_increase"]),
    m("02-17 09:12", "joost", "I'll update the website and LaneLog in March and draft an email to the clients.",
      a=("Update the website and LaneLog with the new prices and draft the client email", "joost", "2026-03-31"), t=["price_increase"]),
    m("03-02 09:30", "joost", "February: 58 sessions, €3,310 in. One open invoice: Luca Bianchi, €220, due 20 February, two reminders from LaneLog. Could you mention it to him? He may be ignoring automated emails.",
      p=1, a=("Mention Luca's open €220 invoice to him", "ines", None), t=["luca_invoice", "monthly_numbers"]),
    m("03-02 16:25", "ines", "Asked him just now.", t=["luca_invoice"]),
    m("03-03 08:30", "joost", "Luca has paid. Spam folder, he says. 🙄", t=["luca_invoice"]),
    m("03-04 16:05", "ines", "Another one: Claire Dubois needs an invoice made out to her employer, Brightwell B.V. on the Keizersgracht, for her February and March lessons, before the 31st. Can you do that?",
      a=("Invoice Brightwell B.V. for Claire's February and March lessons", "joost", "2026-03-31"), t=["claire_invoice"]),
    m("03-04 16:30", "joost", "Sure. Full address? The Keizersgracht is a long street.", p=1, t=["claire_invoice"]),
    m("03-04 16:50", "ines", "Keizersgracht 412, 1016 GC, attention HR, wellness budget.", k="brightwell_addr", t=["claire_invoice"]),
    m("03-06 11:00", "joost", "Henk needs our liability insurance certificate by 13 March for the lane contract renewal. I've asked the insurer for a fresh one, it should arrive Monday. I'll send it to him directly.",
      a=("Send Henk the liability insurance certificate", "joost", "2026-03-13"), t=["insurance"]),
    m("03-09 10:15", "joost", "Certificate sent to Henk. A copy is in the shared drive under Admin/Insurance.", t=["insurance"]),
    m("03-18 21:40", "ines", "The squad kickboards are falling apart, literally, two snapped tonight. Can we buy 12 new ones plus 6 pull buoys? Swimshop has foam ones for €9.50 and hard plastic ones for €14.",
      a=("Order 12 kickboards and 6 pull buoys from Swimshop", "joost", "2026-03-19"), t=["kit"]),
    m("03-18 22:05", "joost", "Budget is fine. Foam ones, please: cheaper and they don't crack. 12 boards at €9.50 plus 6 buoys at €8 is €162. I'll order tomorrow.",
      k="kit_cost", d="Buy 12 foam kickboards and 6 pull buoys from Swimshop (€162)", t=["kit"]),
    m("03-19 12:00", "joost", "Ordered. Delivery on Monday at the pool, Henk knows.", t=["kit"]),
    m("03-25 09:00", "joost", "Kasia's invoice for March: 22 hours at €28 = €616. She asked whether her rate could go up now that our prices go up. I think €30 is fair. Your call.",
      p=1, t=["kasia_rate"]),
    m("03-25 12:30", "ines", "Yes, €30 from April. Honestly she's worth more, maybe we look again in the autumn.",
      k="kasia_rate", d="Kasia's rate goes up to €30 an hour from April", t=["kasia_rate"]),
    m("03-30 19:15", "ines", "Priya Raman needs an invoice with her name and our VAT number for her plan (€60) and today's session (€55, still the old price). Her employer reimburses it.",
      a=("Send Priya an invoice with her name and the VAT number for the plan and the 30 March session", "joost", None), t=["priya_invoice"]),
    m("03-31 09:00", "joost", "Priya's invoice sent, €115.", t=["priya_invoice"]),
    m("03-31 17:00", "joost", "The website and LaneLog show the new prices from tomorrow. The email draft for the clients is in your inbox, please send it today if you can.",
      p=1, a=("Send the price-change email to the clients", "ines", "2026-03-31"), t=["price_increase"]),
    m("03-31 21:00", "ines", "Sent. Two replies already, both 'fair enough'. 🙂", t=["price_increase"]),
    m("04-01 10:00", "joost", "The Q1 VAT return is due on 30 April. I need all your receipts for January to March by 15 April at the latest, including the Decathlon ones you keep in your car. 📎",
      k="vat_due", p=1, a=("Give Joost all receipts for January to March", "ines", "2026-04-15"), t=["vat"]),
    m("04-01 10:30", "ines", "Haha, the car archive. I'll scan them before I leave on Sunday.", t=["vat"]),
    m("04-02 09:00", "joost", "March: 63 sessions, €3,580 in. No open invoices, a first.", t=["monthly_numbers"]),
    m("04-14 21:30", "ines", "Receipts are in the shared drive, Admin/Receipts/Q1. Sorry, it's the 14th, not Sunday.", t=["vat"]),
    m("04-21 10:00", "joost", "Problem with LaneLog: it can't handle 10-session packages. Every package client shows up as 'unpaid' after the first session, and I'm correcting them by hand every week. Their support says packages are 'on the roadmap'. I suggest we cancel at the end of April and go back to the spreadsheet plus Tikkie. It was a nice idea.",
      p=1, t=["booking_tool"]),
    m("04-21 12:15", "ines", "Agreed, too much hassle. Cancel it.",
      d="Cancel LaneLog at the end of April and go back to the spreadsheet and Tikkie", rev="lanelog",
      a=("Cancel LaneLog at the end of April", "joost", "2026-04-30"), t=["booking_tool"]),
    m("04-21 12:16", "ines", "I'll tell the clients who use the booking link.",
      a=("Tell the clients who use the booking link that LaneLog is going", "ines", None), t=["booking_tool"]),
    m("04-28 09:00", "joost", "VAT return filed. We pay €1,148 for Q1, due by 30 April, and I've scheduled the payment.", k="vat_amount", t=["vat"]),
    m("04-28 09:05", "joost", "And LaneLog is cancelled as of 30 April.", t=["booking_tool"]),
    m("04-28 21:30", "ines", "Rafael wants a second package of ten, starting after 14 May. Can you invoice his practice again, same details? The new price applies, I guess.",
      a=("Invoice Rafael's practice for the second 10-session package", "joost", None), t=["rafael_package"]),
    m("04-29 08:30", "joost", "New price, €550, yes. I'll send it at the start of May so it falls in Q2.",
      d="Rafael's second package is invoiced at €550 at the start of May", t=["rafael_package"]),
    m("04-29 18:00", "ines", "Open water pricing, before I announce it: Marloes charges €15 per swimmer for the season wristband and €40 per session for the safety kayak. I was thinking €20 per session or a 10-pass for €180: we pay the kayak, they pay their own wristband. Does that work with the numbers?",
      k="ow_price_idea", t=["ow_pricing"]),
    m("04-29 20:10", "joost", "With 8 swimmers per session: 8 × €20 = €160, minus €40 for the kayak, minus your time. It works from 5 swimmers; below that we lose money, so put a minimum of 5 in the announcement. Otherwise fine.",
      k="ow_min", p=1, d="Open water pricing: €20 a session or €180 for 10, kayak included, wristband paid by the swimmer, minimum 5 swimmers", t=["ow_pricing"]),
    m("04-30 08:00", "ines", "Perfect, minimum 5 it is.", t=["ow_pricing"]),
    m("04-30 11:00", "joost", "April: 61 sessions (the week after Easter hurt), €3,720 in thanks to the new prices.", t=["monthly_numbers"]),
    m("05-04 11:00", "joost", "Henk's invoice for April lanes is €1,176 (28 lane-hours at €42). He also charged the Easter Monday session we didn't have, €42. I've emailed him about it.",
      t=["lane_price", "henk_invoice"]),
    m("05-12 17:00", "joost", "FYI, I booked the Italian place for our Christmas dinner again, 10% early-booking discount. If you hate the idea, tell me, otherwise nothing to do.", p=-1),
    m("05-12 17:20", "ines", "Love it 🍝"),
    m("05-18 08:00", "joost", "I'm off from Wednesday the 20th to the 27th (Crete). Anything that needs paying before then, send it to me today or tomorrow. Invoices to clients can wait until I'm back.",
      p=1, a=("Send Joost anything that needs paying before his holiday", "ines", "2026-05-19")),
    m("05-18 09:10", "ines", "Only Marloes's kayak invoice for May (€120 for 3 sessions). Forwarding it now.", t=["kayak_invoice"]),
    m("05-18 09:30", "joost", "Paid. Enjoy a week without me.", t=["kayak_invoice"]),
    m("05-28 09:00", "joost", "Back. May so far: 74 sessions, the highest month ever. And Rafael's second package invoice went out, €550.", t=["rafael_package", "monthly_numbers"]),
])

# ---------------------------------------------------------------- c12 Kasia (assistant coach, second-language English)
chat("c12", "Kasia Nowak", "direct", ["ines", "kasia"], [
    m("02-03 21:30", "kasia", "Good squad today! Lane 6 was too full, 9 people. Maybe from next week we put Ben and Mehmet in lane 5? They are too fast for lane 6 now",
      p=1, t=["lanes"]),
    m("02-03 21:45", "ines", "Yes, good idea. Ben and Mehmet to lane 5 from next week.", d="Ben and Mehmet move up to lane 5 in the Tuesday squad", t=["lanes"]),
    m("02-09 12:00", "ines", "Kasia, are you free on Tuesday 24 February to run the squad alone? I'm at the KNZB open water course in Eindhoven from the 23rd to the 25th.",
      k="cover_ask", s=1, a=("Run the Tuesday squad alone on 24 February", "kasia", "2026-02-24"), t=["cover"]),
    m("02-09 13:10", "kasia", "Yes I can! Only I must leave 21:00 sharp, the last good train to Haarlem is 21:24 and the next one is much later.",
      s=1, tc="must leave at 21:00 sharp (last train 21:24)", t=["cover"]),
    m("02-09 13:20", "ines", "The squad ends at 21:00 anyway, perfect. I'll send you the set on the Monday.",
      a=("Send Kasia the set for 24 February", "ines", "2026-02-23"), t=["cover"]),
    m("02-17 21:15", "kasia", "Ben brought a new snorkel today and everybody was laughing, he swims like a submarine now 😂"),
    m("02-23 18:00", "ines", "Set for tomorrow: 400 warm-up, 8x50 drill (catch-up / fist), main set 3 x (4x100 at CSS+5), 200 easy. Lane 5 does 4x100, lane 6 does 3x100. Have fun!",
      t=["squad_sets"]),
    m("02-24 21:20", "kasia", "All good! 14 swimmers. Mehmet did half the main set because of Ramadan like you said. Priya asked about the date of the time trial, I said 10 March, correct?",
      p=1, t=["time_trial"]),
    m("02-24 21:40", "ines", "Correct, 10 March. Thanks for covering!!", t=["time_trial"]),
    m("03-02 10:00", "kasia", "Ines, my pool lifeguard certificate expires 31 March. There is a recertification course on Saturday 21 March in Amstelveen, €95. Is it ok that the business pays, or I pay myself?",
      k="kasia_cert", p=1, t=["lifeguard"]),
    m("03-02 10:20", "ines", "The business pays, of course. Book it and send the invoice to Joost.",
      d="The business pays Kasia's lifeguard recertification (€95)",
      a=("Book the lifeguard recertification course on 21 March and send the invoice to Joost", "kasia", "2026-03-21"), t=["lifeguard"]),
    m("03-10 21:30", "kasia", "Time trial 400m: Tom 6:58, Priya 6:02 (with pull buoy!!), Ben 6:31, Mehmet 6:12, Femke 7:05. Astrid was in Stockholm. I filmed the last 50 of everybody, videos are in the drive",
      k="tt_results", t=["time_trial"]),
    m("03-10 21:45", "ines", "Amazing, thank you! Priya with a sore shoulder and a pull buoy, unreal.", t=["time_trial"]),
    m("03-17 21:40", "kasia", "Astrid birthday success! She said the buns were 'correct', which I think in Swedish is the biggest compliment 😂", t=["birthday"]),
    m("03-21 15:00", "kasia", "Passed the lifeguard! Valid until March 2028 🎉", k="kasia_passed", t=["lifeguard"]),
    m("03-21 15:10", "ines", "🎉🎉 Well done!"),
    m("03-23 20:00", "ines", "Question for you: I want to try a Friday morning squad from mid April, 6:30-7:30. Would you be up for leading it? I'd take over when you can't.",
      s=1, t=["friday_squad"]),
    m("03-23 21:30", "kasia", "Hmm, in April yes, but in May I have exams, I cannot do Fridays in May at all. And 6:30 means I leave Haarlem at 5:45 😅 So maybe only April?",
      p=1, s=1, tc="no Fridays in May (exams)", t=["friday_squad"]),
    m("03-23 21:40", "ines", "Only April is fine, I'll do May. Let's first see if enough people want it.", d="Kasia leads the Friday morning squad in April, Ines in May", t=["friday_squad"]),
    m("03-30 09:00", "kasia", "Sorry, I think I mix something. The clock changed yesterday, so is the Tuesday squad still 19:30 or now 20:30?? My calendar app moved it 🙈",
      p=1, s=-1, t=["dst"]),
    m("03-30 09:10", "ines", "Still 19:30! The pool doesn't care about summer time 😄 Your calendar probably has it in UTC, set it to Amsterdam time.", t=["dst"]),
    m("04-01 12:30", "ines", "For the week after Easter, so it's written down: Tuesday the 7th you have Luca at 9:30, Sanne at 18:30 and the squad at 19:30. Rafael, Yuki and Claire skip. Sanne hates the deep end, so keep her in the teaching pool. Ok?",
      s=1, a=("Coach Luca, Sanne and the squad on Tuesday 7 April", "kasia", "2026-04-07"),
      pf=[("sanne", "preference", "hates the deep end, keep her in the teaching pool")], t=["cover"]),
    m("04-01 13:00", "kasia", "Ok! Three in one day, I will sleep well 😴", s=1, t=["cover"]),
    m("04-02 10:00", "kasia", "Joost told me about the €30, thank you so much!! 🥹", t=["kasia_rate"]),
    m("04-07 22:00", "kasia", "Report from today: Luca good, he did 300m without stopping! Sanne did 10x25 with fins, very happy. Squad 11 people, Ben made everybody sing happy birthday for Femke."),
    m("04-07 22:05", "kasia", "Ah and Henk said the lane rope between 5 and 6 is broken, they fix it next week, so we had only lane 5 and half of 4", t=["lanes"]),
    m("04-16 20:00", "kasia", "Tomorrow the first Friday squad! 7 names on the list: Astrid, Priya, Mehmet, Femke, Joris, Anouk and Pieter. I bring the new kickboards from the storage.",
      t=["friday_squad", "friday_start"]),
    m("04-17 08:00", "kasia", "First Friday squad done: 7 swimmers, everybody happy. Astrid asked if it stays after April?", p=1, t=["friday_squad"]),
    m("04-17 08:30", "ines", "If we keep 6 or more people, it stays. I'll announce it in the group.",
      d="The Friday morning squad continues after April if it keeps 6 or more swimmers", t=["friday_squad"]),
    m("04-24 07:50", "kasia", "Friday squad 8 people today! Joris brought his own stopwatch, very serious man", t=["friday_squad"]),
    m("04-28 14:00", "kasia", "Next week is the closure, right? What do we do with the Tuesday squad?", p=1, t=["pool_closure"]),
    m("04-28 14:20", "ines", "Wednesday 6 May at Sportcentrum West, 20:00-21:00, Henk arranged it with his colleague there. Can you come?", s=1, t=["pool_closure"]),
    m("04-28 15:00", "kasia", "I have an exam on Thursday morning... ok I come but only until 20:45.", s=1, tc="only until 20:45 on 6 May", t=["pool_closure"]),
    m("04-30 19:00", "kasia", "Open water: Marloes says a second coach at the lake needs their open water safety course, the pool lifeguard is not enough. There is one on Sunday 10 May, €120, 4 hours. Should I do it? Then I can take the beginners on Saturdays.",
      k="ow_course", p=1, t=["ow_safety_course"]),
    m("04-30 19:30", "ines", "Yes please, book it, the business pays again. Then you take the beginners (Sanne, Luca, Claire) and I take the faster ones.",
      d="Kasia does the open water safety course on 10 May and leads the beginners at the lake",
      a=("Book the open water safety course on 10 May", "kasia", "2026-05-10"), t=["ow_safety_course"]),
    m("05-10 16:00", "kasia", "Open water safety course passed ✅ I was so cold, the instructor made us do rescues for 40 minutes in 13 degrees 🥶", t=["ow_safety_course"]),
    m("05-10 16:10", "ines", "Hero. Next Saturday it's for real then!"),
    m("05-16 12:40", "kasia", "Luca swam 800m today without stopping!! And Sanne 200m. I'm so proud 🥹", t=["sanne_progress", "luca_panic"]),
    m("05-19 07:30", "kasia", "Reminder I have my exam today, so no Kasia at the squad tonight 📚 I told the group."),
    m("05-19 07:45", "ines", "Good luck!! 🍀"),
    m("05-21 20:00", "kasia", "Ines, I'm sick, fever 38.5 😷 I think Saturday lake is not possible. I tell you tomorrow for sure.", p=1),
    m("05-22 17:00", "kasia", "Fever is gone but I'm still weak. I skip Saturday, sorry 🙏", p=1),
    m("05-22 17:10", "ines", "Rest! I'll take the beginners myself tomorrow, and the kayak is there anyway."),
    m("05-26 21:30", "kasia", "Exams finished!!! 🎓 From June I can do Fridays again if you want.", p=1, s=1, t=["friday_squad"]),
    m("05-26 21:45", "ines", "Yes! You take Fridays from 5 June.", s=1, d="Kasia leads the Friday morning squad again from 5 June", t=["friday_squad"]),
])

# ---------------------------------------------------------------- c13 Henk (pool manager, terse)
chat("c13", "Henk Bakker", "direct", ["ines", "henk"], [
    m("02-04 09:30", "henk", "Goodmorning Ines. Lane prices for next season (April-June) are €42 per lane per hour, was €38. Please send your lane requests for Q2 before 1 March. Regards, Henk",
      k="lane_price", p=1, a=("Send Henk the lane requests for Q2", "ines", "2026-02-28"), t=["lane_price", "lane_booking"]),
    m("02-04 10:15", "ines", "Thanks Henk. Will do: the same as now, plus possibly a Friday morning lane from mid April. I'll confirm that one by the end of March.", t=["lane_booking"]),
    m("02-26 16:00", "ines", "Hi Henk, Q2 lane requests: Tuesdays 19:30-21:00 lanes 5 and 6; lane 1 on Mondays and Thursdays 20:00-21:00 and Thursdays 6:00-7:00 (1:1s); Saturdays 8:00-9:00 lane 1 until the end of April; and a Friday 6:30-7:30 lane from 17 April if the new group happens. Can you confirm?",
      k="q2_request", s=1, t=["lane_booking"]),
    m("02-27 08:10", "henk", "Confirmed except Thursday 6:00. Lanes start at 6:15 until the summer timetable. From 1 April lanes from 6:00.", p=1, s=1,
      tc="lanes from 6:15 until April, from 6:00 after", t=["lane_booking"]),
    m("02-27 08:30", "ines", "Fine: Thursday 6:15 until April, 6:00 after that.", s=1, d="Thursday early lane at 6:15 until April, 6:00 from April", t=["lane_booking"]),
    m("03-03 19:40", "ines", "Henk, there's a water polo team in lanes 5 and 6, they say they booked them?? I have 14 swimmers standing on the deck."),
    m("03-03 19:44", "henk", "My mistake, double booking. Take lanes 1 to 3 tonight, I tell the lifeguard. You don't pay for tonight.",
      d="3 March squad moves to lanes 1-3, free of charge", t=["lanes"]),
    m("03-03 19:45", "ines", "Thank you!!"),
    m("03-05 11:00", "henk", "For the Q2 contract I need your liability insurance certificate, latest 13 March. No certificate no contract, the municipality checks.",
      k="insurance_deadline", p=1, a=("Send Henk the liability insurance certificate", "joost", "2026-03-13"), t=["insurance"]),
    m("03-05 11:20", "ines", "Joost is on it, he'll email it to you directly.", t=["insurance"]),
    m("03-09 10:30", "henk", "Certificate received. Q2 contract attached, please sign and return.", p=1,
      a=("Sign and return the Q2 lane contract", "ines", None), t=["insurance"]),
    m("03-09 21:00", "ines", "Signed and sent back."),
    m("03-19 12:30", "henk", "A delivery from Swimshop for you is coming Monday. I put it in the storage room, code is the same.", t=["kit"]),
    m("03-23 15:00", "henk", "Boxes arrived. 2 boxes. In storage.", t=["kit"]),
    m("03-26 09:00", "henk", "Reminder Easter: Good Friday 3 April open 10:00-16:00. Easter Monday 6 April closed. Other days normal.",
      k="easter_hours", s=-1, t=["easter_hours"]),
    m("03-26 09:20", "ines", "Thanks Henk, noted."),
    m("03-27 11:00", "ines", "The Friday morning group is confirmed: Fridays 6:30-7:30 in lane 4 from 17 April please, until the end of June.",
      s=1, t=["lane_booking", "friday_squad", "friday_start"]),
    m("03-27 13:40", "henk", "Booked.", s=1),
    m("04-08 09:00", "henk", "Lane rope 5/6 is broken, the new one comes next week. Next Tuesday you have lanes 4 and 5, same price.", t=["lanes"]),
    m("04-15 10:00", "henk", "Important: the maintenance closure is 4 to 10 May (new tiles in the big pool and the teaching pool). Nothing is open that week. I can offer Sportcentrum West (my colleague Ruud), Wednesday 6 May 20:00-21:00, two lanes, same price. Or you skip the week.",
      k="closure_dates", p=1, s=1, t=["pool_closure"]),
    m("04-15 11:30", "ines", "We'll take West on Wednesday 6 May, two lanes. The Friday group skips that week, and the 1:1s I sort out one by one.",
      s=1, d="In the closure week the Tuesday squad moves to Sportcentrum West, Wednesday 6 May 20:00-21:00; the Friday group skips", t=["pool_closure"]),
    m("04-15 11:45", "henk", "OK. I tell Ruud."),
    m("04-20 08:30", "henk", "New lane rope is in. Tuesday lanes 5 and 6 as normal.", t=["lanes"]),
    m("04-20 09:00", "ines", "Great, thanks Henk."),
    m("05-04 10:00", "henk", "April invoice sent, €1,176.", t=["henk_invoice"]),
    m("05-05 09:00", "henk", "Joost is right about Easter Monday, I send a credit note of €42 today. Sorry.", t=["henk_invoice"]),
    m("05-11 08:00", "henk", "Pool open again. New tiles, so tell your swimmers not to run on the deck, they're slippery the first weeks 😉",
      p=1, a=("Tell the swimmers not to run on the new, slippery deck tiles", "ines", None)),
    m("05-11 20:02", "ines", "Henk, did anyone hand in a blue towel with a whale on it? One of my clients lost it tonight.",
      a=("Check lost property for Sanne's whale towel", "henk", None), t=["lost_towel"]),
    m("05-12 08:30", "henk", "Yes, at reception. Whale towel. She can pick it up.", t=["lost_towel"]),
    m("05-20 10:00", "henk", "Lane requests for Q3 (July-September) before 1 June please. Summer timetable: no lane hire from 20 July to 2 August (swimming lessons for children).",
      k="q3_request", p=1, tc="no lane hire from 20 July to 2 August", a=("Send Henk the lane requests for Q3", "ines", "2026-05-31"), t=["lane_booking"]),
    m("05-20 10:30", "ines", "Thanks, I'll send them by Friday."),
    m("05-29 16:00", "ines", "Q3 requests: the same as Q2 except no Saturday lane (we're at the lake), and the Friday group in lane 4 continues. Nothing during the 20 July - 2 August closure of course.",
      s=1, t=["lane_booking"]),
    m("05-29 16:40", "henk", "Received, I confirm next week."),
])

# ---------------------------------------------------------------- c14 Tuesday masters squad (group)
chat("c14", "Tuesday Masters 🏊", "group", ["ines", "kasia", "priya", "astrid", "ben", "mehmet", "tom"], [
    m("02-03 12:00", "ines", "Hi all, tonight 19:30 as usual. The main set is 10x100 at CSS pace, so bring your CSS numbers if you have them. Kasia is on deck with me.", t=["css", "squad_sets"]),
    m("02-03 12:10", "ben", "I have a CSS number. It's 'slow'.", re=-1, t=["css"]),
    m("02-03 12:15", "tom", "lol same"),
    m("02-10 17:30", "mehmet", "Hello all, sorry, today I will be 20 minutes late, traffic 🙏", p=1, s=-1),
    m("02-10 17:35", "ines", "No problem, we'll keep your spot in lane 5.", re=-1),
    m("02-17 10:00", "ines", "Reminder: next Tuesday (the 24th) Kasia runs the session, I'm at a course in Eindhoven. Be nice to her 😇", k="cover_reminder", s=-1, t=["cover"]),
    m("02-17 10:05", "ben", "We're always nice. It's the 200 fly we're not nice about."),
    m("02-17 10:30", "astrid", "I will not be there on the 24th (Stockholm).", s=-1),
    m("02-24 21:50", "kasia", "Thank you all for tonight, you were great! 14 swimmers 💪"),
    m("02-24 21:55", "ben", "Kasia's sets are 20% more evil. Noted for the record."),
    m("03-03 09:00", "ines", "Next week, 10 March, is the 400m time trial! Don't panic, it's only to set your paces for the spring. Kasia will film your last 50, so you get a video too.",
      t=["time_trial"]),
    m("03-03 09:10", "priya", "Would it be possible to swim the time trial with a pull buoy? My shoulder does not yet allow full effort.", p=1, t=["time_trial", "priya_shoulder"]),
    m("03-03 09:30", "ines", "Yes, you swim it as a pull 400 and next time we compare pull with pull. No pressure.", re=-1,
      d="Priya swims the time trial with a pull buoy", t=["time_trial", "priya_shoulder"]),
    m("03-10 22:00", "ines", "Great time trials tonight everyone!! Kasia is putting the videos in the drive. New paces from next week.", t=["time_trial"]),
    m("03-10 22:05", "tom", "6:58 🥲", t=["time_trial"]),
    m("03-10 22:06", "ben", "6:31 and I saw God at 300m", t=["time_trial"]),
    m("03-10 22:10", "mehmet", "6:12 while fasting, I am happy 😊", t=["time_trial"]),
    m("03-16 09:12", "ben", "URGENT: need cake. Astrid's birthday is tomorrow and I've been informed (by LinkedIn) that she likes cardamom buns. Who's bringing what? I'm on candles. Tom is on 'not forgetting'. 🎂🚨 (Astrid, stop reading.)",
      k="need_cake", p=-1, a=("Bring candles for Astrid's birthday", "ben", "2026-03-17"), t=["birthday"]),
    m("03-16 09:20", "mehmet", "I can bring baklava but it's Ramadan, I cannot eat it with you 😅 I bring it after Eid, next week",
      a=("Bring baklava for the squad after Eid", "mehmet", "2026-03-24"), t=["birthday"]),
    m("03-16 09:40", "kasia", "I bring cardamom buns from the Swedish bakery in the Jordaan! 🇸🇪",
      a=("Bring cardamom buns for Astrid's birthday", "kasia", "2026-03-17"), t=["birthday"]),
    m("03-16 09:41", "astrid", "I am reading.", re="need_cake"),
    m("03-16 09:42", "ben", "Act surprised tomorrow please", re=-1),
    m("03-17 22:00", "astrid", "Thank you all. The buns were correct. 🇸🇪💛", t=["birthday"]),
    m("03-24 12:00", "ines", "Poll: would you come to an extra squad on Friday mornings, 6:30-7:30, from mid April? Reply with a 👍, or tell me if another morning is better.",
      k="friday_poll", s=1, t=["friday_squad"]),
    m("03-24 12:05", "astrid", "👍 Friday is good for me.", s=1, re="friday_poll", t=["friday_squad"]),
    m("03-24 12:20", "priya", "Yes, although I would prefer Wednesday if that were possible.", p=1, s=1, re="friday_poll", t=["friday_squad"]),
    m("03-24 12:40", "mehmet", "👍 Friday ok", s=1, t=["friday_squad"]),
    m("03-24 13:00", "ben", "6:30 is a time I only know from the other side of the night. No. But I support you spiritually.", s=1, tc="not at 6:30 in the morning", t=["friday_squad"]),
    m("03-24 13:30", "tom", "cant do mornings", s=1, tc="no mornings", pf=[("availability", "can't do mornings")], t=["friday_squad"]),
    m("03-24 22:00", "ines", "Thank you Mehmet for the baklava, there's nothing left, not even crumbs."),
    m("03-25 19:00", "ines", "Thanks all! Wednesday mornings are full at the pool, sorry Priya. So: Friday 6:30 from 17 April it is, I'll book the lane.",
      k="friday_decision", s=1, d="New Friday morning squad, 6:30-7:30, from 17 April", t=["friday_squad", "friday_start"]),
    m("03-28 18:00", "ines", "Reminder: the clocks go forward tonight! The Tuesday squad stays at 19:30 Amsterdam time, whatever your phone thinks.", s=-1, t=["dst"]),
    m("03-28 18:10", "ben", "One hour less sleep. Outrageous. I'll be filing a complaint with the EU.", t=["dst"]),
    m("03-31 21:30", "ben", "Can someone explain why 19:30 felt like 18:30 tonight but my legs felt like midnight", p=-1, t=["dst"]),
    m("04-01 09:00", "ines", "The week after Easter (6-12 April) I'm on holiday! Kasia runs Tuesday the 7th. Easter Monday the pool is closed, but that doesn't affect us.",
      k="ines_away", s=-1, t=["cover", "easter_hours"]),
    m("04-07 22:30", "ben", "Report for the boss: Kasia made us do 20x50 and Femke got a birthday song. 10/10."),
    m("04-14 18:30", "tom", "anyone got a spare pull buoy for tonight. mine is in my car which is at the garage", t=["equipment"]),
    m("04-14 18:40", "ines", "We have 6 new ones in the storage room, grab one.", re=-1, t=["kit", "equipment"]),
    m("04-16 20:30", "ines", "First Friday morning squad tomorrow at 6:30, lane 4! Kasia is coaching. Bring a kickboard if you have one.", t=["friday_squad", "friday_start"]),
    m("04-21 21:40", "priya", "Lovely session. I noticed that the clock in lane 5 runs a few seconds slow, which made my 100s look better than they were, which I enjoyed. On a different note, could I have the tempo trainer settings you used tonight? I would like to use them on my own on Thursdays.",
      p=1, a=("Send Priya the tempo trainer settings from the 21 April session", "ines", None)),
    m("04-21 22:00", "ines", "Ha! 1.15 seconds per stroke for the 100s, 1.10 for the 50s.", re=-1),
    m("04-28 12:00", "ines", "Heads up: De Meeuw is closed 4-10 May for maintenance. So next week NO squad on Tuesday. Instead: Wednesday 6 May, 20:00-21:00 at Sportcentrum West (Ruud is the manager there). The Friday squad skips that week.",
      k="closure_announce", s=1, t=["pool_closure"]),
    m("04-28 12:10", "ben", "Tuesday 5 May is Liberation Day anyway, I'll be liberated from swimming."),
    m("04-28 12:30", "astrid", "Wednesday 6 May I am in Stockholm. See you the week after.", s=-1),
    m("04-28 13:00", "mehmet", "Where is Sportcentrum West exactly? Is there parking?", p=1, t=["sportcentrum_west"]),
    m("04-28 13:10", "ines", "Slotermeerlaan, next to the library. Big car park, free after 19:00.", k="west_address", re=-1, t=["sportcentrum_west"]),
    m("05-05 09:30", "ben", "Happy Liberation Day everyone, enjoy not swimming 🇳🇱"),
    m("05-06 21:30", "ines", "Thanks for coming out to West! Back at De Meeuw next Tuesday.", t=["pool_closure"]),
    m("05-12 09:00", "ben", "MAJOR ANNOUNCEMENT ⚠️⚠️⚠️ I found my other sock. Carry on.", p=-1),
    m("05-12 19:00", "priya", "Sorry to miss tonight, I am tapering for Saturday.", t=["taper"]),
    m("05-16 18:00", "ines", "Proud coach moment: Priya swam 23:48 in the 1500 at the Masters Open today, 64 seconds off her best!! 🏆", k="priya_result_group", t=["priya_result"]),
    m("05-16 18:05", "ben", "PRIYA!!!! 🏆🏆🏆"),
    m("05-16 18:06", "mehmet", "Bravo Priya! 👏👏"),
    m("05-16 18:30", "priya", "Thank you all! The Tuesday sets got me there."),
    m("05-19 08:00", "kasia", "Today I have my exam, so no Kasia at the squad tonight, sorry all! 📚"),
    m("05-19 12:00", "tom", "cant tonight. work", s=-1),
    m("05-26 12:00", "ines", "Plan for the summer: the Tuesday squad continues through July except 21 and 28 July (no lane hire, children's lessons), the Friday squad too. In August we go to the lake on Tuesdays at 19:00 instead. Details in June.",
      k="summer_plan", s=1, d="Summer: the Tuesday squad continues except 21 and 28 July; in August Tuesdays move to the lake at 19:00", t=["summer_plan"]),
    m("05-26 12:15", "astrid", "Lake on Tuesdays in August is very good.", t=["summer_plan"]),
    m("05-26 12:30", "mehmet", "In August I am in Istanbul until the 10th, after the Bosphorus.",
      pf=[("availability", "in Istanbul until 10 August, after the Bosphorus swim")], t=["summer_plan"]),
    m("05-26 13:00", "ben", "I'll be in Sweden from 15 August for the swimrun, then I'm back, slightly dead.",
      pf=[("availability", "in Sweden from 15 August for the swimrun")], t=["summer_plan"]),
])

# ---------------------------------------------------------------- c15 Open water group
chat("c15", "Open Water 2026 🌊", "group", ["ines", "kasia", "luca", "sanne", "astrid", "claire", "ben", "tom", "priya"], [
    m("04-13 10:00", "ines", "Welcome to Open Water 2026! 🌊 The plan: Saturdays 8:00-9:30 at Plaswater (De Kleine Plas), starting 9 May if the water is 14 degrees or more. Kasia and I coach. Prices and rules follow once I've sorted them out with Plaswater.",
      k="ow_welcome", s=1, d="The open water season starts on Saturday 9 May (Saturdays 8:00-9:30 at Plaswater)", dk="ow_start", t=["ow_first_swim"]),
    m("04-13 10:05", "ben", "Finally, a chat where I can be cold with people."),
    m("04-13 10:30", "claire", "Yay!! I bought a wetsuit on Vinted in January and it's still in the box because I'm scared of it. It has a zipper on the back, is that normal? Also my sister might join one Saturday, she's visiting from Lyon in June, is that possible? She swims like a fish, unlike me.",
      p=1, t=["claire_sister"]),
    m("04-13 11:00", "ines", "A back zipper is completely normal (there's a long cord to pull it). And yes, your sister is welcome, just tell me which Saturday.", re=-1, t=["claire_sister"]),
    m("04-13 11:30", "luca", "ciao everybody I am very happy for this group I want to ask if there is a place to change clothes at the lake or we change in the car because last year in Italy I changed in the car and I hit my head on the roof",
      p=1, t=["plaswater_facilities"]),
    m("04-13 11:45", "kasia", "Plaswater has changing rooms and warm showers! And a café 😊", k="changing_rooms", re=-1, t=["plaswater_facilities"]),
    m("04-13 11:46", "tom", "warm showers = sold", t=["plaswater_facilities"]),
    m("04-20 20:20", "ines", "Welcome Sanne! 👋"),
    m("04-20 20:25", "sanne", "Hiiii everyone 🙈🙈🙈 I'm the beginner 🐣 please don't splash me 😂💦"),
    m("04-20 20:30", "ben", "No promises. Welcome! 🐣"),
    m("04-30 20:00", "ines", "Prices and rules for the season 📋\n- €20 per session, or a 10-pass for €180 (Tikkie link from Joost).\n- Minimum 5 swimmers, otherwise that Saturday is cancelled.\n- Season wristband from Plaswater: €15, buy it at their reception on your first visit.\n- A bright swim buoy is mandatory: no buoy, no swim. They're €20 at Plaswater or Decathlon.\n- Wetsuit recommended until the water is above 18 degrees. Plaswater rents them for €25 a month.\n- Everyone swims with a coach in sight: beginners with Kasia, the rest with me.",
      k="ow_rules", d="Open water rules: €20 a session or €180 for 10, minimum 5 swimmers, €15 wristband, swim buoy mandatory, wetsuit until 18 degrees",
      t=["ow_pricing", "swim_buoy", "wetsuit_rental", "rent_cost"]),
    m("04-30 20:10", "astrid", "Is the buoy rule also for experienced swimmers? In Sweden I swim without.", p=1, re="ow_rules", t=["swim_buoy"]),
    m("04-30 20:20", "ines", "Yes, for everyone: Plaswater's rule and mine. It's for the kayak and the boats, not because we doubt your swimming 😉", re=-1, t=["swim_buoy"]),
    m("04-30 20:22", "astrid", "Ok. Orange then.", d="Astrid gets an orange swim buoy", t=["swim_buoy"]),
    m("04-30 20:40", "claire", "10-pass for me please! And for Saturday, do we bring our own... no wait, you said buoy. Ok. I'll buy the buoy. And the pass. Where do I pay? Joost's Tikkie?",
      p=1, t=["ow_pricing"]),
    m("04-30 21:00", "ines", "Yes, Joost sends the Tikkie links tomorrow to everyone who wants a 10-pass. Say so here!",
      a=("Send Tikkie links for the 10-pass to everyone who asks", "joost", "2026-05-01"), t=["ow_pricing"]),
    m("04-30 21:05", "tom", "10 pass"),
    m("04-30 21:06", "ben", "10-pass, and a prayer."),
    m("04-30 21:30", "luca", "me too the 10 pass please and I need to rent a wetsuit because in the end I did not buy the ML I was too late somebody else bought it", p=1, t=["wetsuit_rental", "wetsuit_buy"]),
    m("05-03 18:00", "astrid", "Water temperature this morning at the Kleine Plas: 12.1 degrees.", k="temp_12", t=["water_temp"]),
    m("05-03 18:10", "ben", "12 degrees is a drink temperature, not a swim temperature", re=-1),
    m("05-07 12:00", "ines", "Decision time: with 12 degrees, Saturday 9 May is off, especially for the beginners. New first swim: Saturday 16 May, same time, 8:00. Plaswater says next week will be warm.",
      k="ow_moved", s=1, d="The first open water swim moves from 9 May to Saturday 16 May (water 12 degrees)", rev="ow_start", t=["ow_first_swim"]),
    m("05-07 12:05", "sanne", "Phew 😅😅 more time to mentally prepare 🧘‍♀️"),
    m("05-07 12:10", "astrid", "I will still go on Saturday by myself, with a friend. Not alone, don't worry."),
    m("05-07 12:30", "claire", "Saturday 16th I'm in!! But the 16th is also my son's football tournament, no wait, that's the 23rd. Ok yes, 16th I'm in."),
    m("05-07 13:00", "luca", "16 ok for me"),
    m("05-09 10:30", "astrid", "Report: 12.4 degrees, 15 minutes with my friend. Hands cold, the rest good. The inhaler before helped.", t=["water_temp", "astrid_asthma"]),
    m("05-14 19:00", "ines", "Saturday is ON! 🌊 Forecast 15 degrees in the water. Meet at 7:45 at the Plaswater reception, wristbands first. Beginners with Kasia along the reed side, the rest with me to the yellow buoy and back.",
      k="meet_745", s=1, t=["ow_first_swim"]),
    m("05-14 19:05", "sanne", "😱😱😱😱😱"),
    m("05-14 19:10", "tom", "yellow buoy how far", p=1, re="meet_745"),
    m("05-14 19:15", "ines", "About 400 m out, 400 back.", re=-1),
    m("05-15 21:00", "luca", "Ines one question I am working late tonight in the restaurant so maybe I arrive 8:05 or 8:10 not 7:45 is it a problem I will run from the parking",
      p=1, s=-1),
    m("05-15 21:10", "kasia", "No problem Luca, I wait for you with the beginners 👍", re=-1),
    m("05-16 10:30", "ines", "What a first morning! 9 swimmers, 15.2 degrees, no one eaten by a pike. Sanne swam 200 m in the lake!!! 🎉", k="first_report", t=["ow_first_swim", "sanne_progress", "water_temp"]),
    m("05-16 10:35", "sanne", "I DID IT 😭😭😭🌊🏆 ok now I need a hot chocolate and a nap 😴"),
    m("05-16 10:40", "claire", "My wetsuit zipper got stuck and Kasia had to rescue me on land, which is the most embarrassing rescue in history."),
    m("05-16 10:50", "luca", "thank you Kasia you are my lake angel 😇"),
    m("05-16 11:00", "ben", "Zipper rescue counts. Congrats Kasia on your first save."),
    m("05-17 20:15", "claire", "Such a lovely morning yesterday. I told everybody at the kids' birthday party today that I swim in lakes now, like a Viking. By the way, could my son come along one Saturday? He's 12 and a strong swimmer, and he's very jealous.",
      p=1, t=["kids_rule"]),
    m("05-17 20:40", "ines", "Sadly no: Plaswater doesn't allow under-16s in group sessions. He can cheer from the jetty with a hot chocolate!", re=-1, t=["kids_rule"]),
    m("05-20 09:35", "ines", "Welcome Priya! 👋 Priya just swam 23:48 at the Masters Open, so watch out."),
    m("05-20 09:40", "priya", "Thank you for having me. I have never swum in a lake, so please be patient."),
    m("05-20 20:00", "claire", "Quick question, long story short: my sister is coming on 13 June and I told her about the lake and she's very excited, she has her own wetsuit, so can she join on 13 June? And does she need the wristband for one time?",
      p=1, s=1, t=["claire_sister"]),
    m("05-20 20:20", "ines", "Yes to 13 June! For a single visit Plaswater sells a day ticket, €4.", k="day_ticket", re=-1, s=1,
      d="Claire's sister joins the lake session on 13 June with a day ticket", t=["claire_sister", "day_ticket"]),
    m("05-21 07:15", "ines", "Plaswater says 15.8 degrees this morning. ☀️", t=["water_temp"]),
    m("05-22 18:30", "ines", "Kasia is sick this week, so tomorrow I have everyone. Beginners: we stay together close to the reed side, the rest does loops around the yellow buoy."),
    m("05-23 10:30", "ines", "12 swimmers today, a record! Astrid and Priya swam 2 km. Same time next week."),
    m("05-23 10:40", "ben", "Astrid and I are now officially a swimrun team. Team name suggestions welcome. 'Cinnamon Buns' is taken by us.", t=["ben_swimrun"]),
    m("05-23 10:42", "claire", "'The Wet Trainers'!!"),
    m("05-23 10:45", "priya", "My first lake swim. It was extraordinary, and very green. Thank you, Ines and Astrid."),
    m("05-25 19:00", "ines", "Extra session for beginners: Wednesday evenings 19:00-20:00 from 3 June, Kasia coaching, max 6 people. Who's in?",
      k="wed_beginners", s=1, t=["beginners_wednesday"]),
    m("05-25 19:10", "sanne", "ME ME ME 🙋‍♀️🙋‍♀️", s=1, re="wed_beginners", t=["beginners_wednesday"]),
    m("05-25 19:30", "luca", "Wednesday evening I work in the restaurant unfortunately but maybe in August when we close for holidays", s=1, re="wed_beginners",
      tc="no Wednesday evenings (works in the restaurant)", t=["beginners_wednesday"]),
    m("05-25 20:00", "claire", "Wednesday 19:00 is the kids' dinner, but maybe my husband can do it. I'll check and tell you tomorrow!", s=1,
      a=("Check with her husband and tell Ines tomorrow about the Wednesday beginners session", "claire", "2026-05-26"), t=["beginners_wednesday"]),
    m("05-26 08:30", "claire", "Husband says yes! So I'm in for Wednesdays 🙌", s=1, t=["beginners_wednesday"]),
    m("05-27 12:00", "ben", "URGENT 🚨🚨 does anyone know if the Plaswater café sells cinnamon buns? Asking for my new swimrun partner.", p=-1, t=["plaswater_facilities"]),
    m("05-27 12:10", "astrid", "They do. I checked.", re=-1, t=["plaswater_facilities"]),
    m("05-28 07:35", "astrid", "16.5 degrees this morning. 🙂", k="temp_16_5", t=["water_temp"]),
    m("05-28 19:00", "tom", "cant sat. wedding", s=-1),
    m("05-29 09:00", "ines", "Saturday 30 May: 8:00 as always, and Kasia is back! 💪 Reminders: buoy, wristband, and from now on please park in the NORTH car park, the south one is for the rowing club. And please sign the Plaswater waiver at reception if you haven't yet (Priya, Sanne, Luca).",
      k="north_parking", a=("Sign the Plaswater waiver at reception", None, "2026-05-30"), t=["parking"]),
    m("05-29 09:20", "luca", "waiver signed yesterday at the reception 👍", re=-1),
    m("05-29 09:30", "sanne", "Signing it tomorrow before I chicken out 😅✍️"),
])

# ---------------------------------------------------------------- c16 Marloes (Plaswater open water centre)
chat("c16", "Marloes Smit", "direct", ["ines", "marloes"], [
    m("03-16 10:00", "ines", "Hi Marloes, Ines Varga here (swim coach, we spoke at the open water fair). I'd like to book Saturday 8:00-9:30 slots for my group from 9 May until the end of September, about 8-12 swimmers, with a safety kayak. What do you need from me?",
      s=1, t=["plaswater_booking"]),
    m("03-16 14:20", "marloes", "Hi Ines! Great to hear from you 😊 Saturdays 8:00-9:30 are free from 9 May. Max 12 swimmers per coach, the kayak is €40 per session, and every swimmer needs our season wristband (€15) or a day ticket (€4). I'll need your liability insurance certificate and the coaches' qualifications. Shall I pencil you in?",
      k="marloes_terms", p=1, s=1, t=["plaswater_booking", "ow_pricing", "day_ticket"]),
    m("03-16 15:00", "ines", "Yes please, pencil us in! Joost will send you the insurance certificate, and I'll send my open water coaching certificate by Friday.",
      s=1, d="Book Plaswater on Saturdays 8:00-9:30 from 9 May, with a safety kayak",
      a=("Send Marloes the open water coaching certificate", "ines", "2026-03-20"), t=["plaswater_booking"]),
    m("03-19 11:00", "marloes", "Got both certificates, thanks! You're booked: Saturdays 8:00-9:30, 9 May to 26 September, kayak included every time. Kasia needs our open water safety course if she's going to lead a group without you. Next course: Sunday 10 May 🙂",
      p=1, t=["plaswater_booking", "ow_safety_course"]),
    m("03-19 11:30", "ines", "Brilliant, thank you! I'll tell Kasia."),
    m("04-13 10:30", "marloes", "Hi Ines, season wristbands are on sale at reception from 1 May, and the café opens at 7:30 on Saturdays from May 😊", t=["plaswater_facilities"]),
    m("04-22 16:00", "ines", "Hi Marloes, do you rent wetsuits by the month? I've got a few beginners who don't want to buy one yet.", t=["wetsuit_rental", "rent_cost"]),
    m("04-22 17:10", "marloes", "We do! €25 a month or €8 a day, sizes XS to XXL. Best to reserve a week ahead in May, they go fast 🏊", k="rent_price", t=["wetsuit_rental", "rent_cost"]),
    m("05-03 13:00", "ines", "Could you reserve two for May? A men's ML and a women's S, for Luca Bianchi and Sanne Visser.",
      a=("Reserve two rental wetsuits for May (men's ML for Luca, women's S for Sanne)", "marloes", None), t=["wetsuit_rental"]),
    m("05-03 14:00", "marloes", "Done ✅ ML for Luca, S for Sanne, pick up at reception from the 8th.", t=["wetsuit_rental"]),
    m("05-06 08:30", "marloes", "Hi Ines, heads-up: the water was 12°C this morning. Our own rule for groups is 14°C, so if it's under that on Saturday morning we can't put the kayak out for groups. Up to you whether you wait a week 🙂",
      p=1, t=["water_temp", "ow_first_swim"]),
    m("05-06 09:00", "ines", "Thanks! Let's move our start to the 16th to be safe. Can you shift the kayak too?",
      k="marloes_move", s=1, d="The first open water session moves to 16 May", t=["ow_first_swim"]),
    m("05-06 09:30", "marloes", "Kayak moved to the 16th, nothing to pay for the 9th. 👍", s=1, t=["ow_first_swim"]),
    m("05-11 09:00", "marloes", "Kasia passed the course yesterday, she was great in the rescue drills! She can lead a group from now on.", t=["ow_safety_course"]),
    m("05-16 12:00", "marloes", "Lovely to see your group this morning! One thing: two of your swimmers didn't have wristbands yet (the tall guy with the orange shoes and a lady with a stuck zipper 😄). Could they pay at reception next time?",
      p=1, a=("Make sure the two swimmers without wristbands pay at reception next time", "ines", "2026-05-23")),
    m("05-16 12:20", "ines", "Haha yes, Ben and Claire. I'll make sure they pay on the 23rd."),
    m("05-18 08:40", "marloes", "Invoice for the kayak: 16, 23 and 30 May = €120. Shall I send it to Joost or to you?", p=1, t=["kayak_invoice"]),
    m("05-18 08:50", "ines", "To me this time please, Joost is on holiday from Wednesday.", t=["kayak_invoice"]),
    m("05-20 11:00", "ines", "One more suit reservation: men's L for Sunday 7 June, name Rafael Moreno (1.84 m, 79 kg). It's a private session at 8:00.",
      a=("Reserve a men's L wetsuit for Rafael Moreno on 7 June", "marloes", "2026-06-07"), t=["wetsuit_rental"]),
    m("05-20 12:00", "marloes", "Noted, L for 7 June. For private sessions on Sundays the jetty is free before 9. 👍", t=["wetsuit_rental"]),
    m("05-23 12:00", "marloes", "12 swimmers today, you're our biggest group! If you ever expect more than 12, please tell me by the Thursday before, because then we need a second kayak.", p=1,
      a=("Tell Marloes by the Thursday before if the group will be more than 12 swimmers", "ines", None)),
    m("05-23 12:15", "ines", "Will do. With Kasia back next week we split into two groups anyway."),
    m("05-25 18:30", "ines", "Marloes, is the jetty area free on Wednesday evenings 19:00-20:00 from 3 June? Kasia would run a small beginners group, max 6.", s=1, t=["beginners_wednesday"]),
    m("05-25 18:50", "marloes", "Wednesdays at 19:00 are free from 3 June, yes! And groups of 6 or less don't need the kayak if the coach has our course, so no kayak fee 😊",
      k="no_kayak", s=1, t=["beginners_wednesday"]),
    m("05-25 18:55", "ines", "Perfect, book us in please.", s=1, d="Beginners group on Wednesdays 19:00-20:00 from 3 June at Plaswater, without a kayak", t=["beginners_wednesday"]),
    m("05-27 15:00", "marloes", "One request from our side: could your group use the north car park on Saturdays? The south one is for the rowing club from June. Thanks!!",
      k="parking_request", p=1, a=("Tell the group to park in the north car park on Saturdays", "ines", None), t=["parking"]),
    m("05-27 15:20", "ines", "Of course, I'll tell everyone."),
])

# ================================================================ search: (query, topics)
SEARCH = [
    ("lanelog", ["booking_tool"]),
    ("why did we stop using the booking app?", ["booking_tool"]),
    ("VAT Q1", ["vat"]),
    ("new prices from April", ["price_increase"]),
    ("wetsuit rental price", ["rent_cost"]),
    ("which wetsuit should I buy", ["wetsuit_buy"]),
    ("Priya shoulder", ["priya_shoulder"]),
    ("400m time trial results", ["time_trial"]),
    ("training during Ramadan", ["ramadan"]),
    ("when is the first lake swim?", ["ow_first_swim"]),
    ("lake water temperature", ["water_temp"]),
    ("do I need a swim buoy", ["swim_buoy"]),
    ("Kasia lifeguard recertification", ["lifeguard"]),
    ("open water safety course", ["ow_safety_course"]),
    ("swimrun", ["ben_swimrun"]),
    ("Yuki pregnancy due date", ["yuki_pregnancy"]),
    ("how far can Sanne swim without stopping?", ["sanne_progress"]),
    ("Bosphorus", ["mehmet_goal"]),
    ("dietitian vegan", ["ben_vegan"]),
    ("pool opening hours Easter", ["easter_hours"]),
    ("lane hire price per hour", ["lane_price"]),
    ("kickboards", ["kit"]),
    ("Kasia hourly rate", ["kasia_rate"]),
    ("Sportcentrum West parking", ["sportcentrum_west"]),
    ("pool closed for maintenance in May", ["pool_closure"]),
    ("Wednesday beginners group at the lake", ["beginners_wednesday"]),
    ("how many sessions are left in Rafael's package?", ["rafael_package"]),
    ("what is CSS pace", ["css"]),
    ("taper", ["taper"]),
    ("Luca panic attack open water", ["luca_panic"]),
    ("talk at the school 12 June", ["school_talk"]),
    ("whale towel", ["lost_towel"]),
    ("changing rooms at Plaswater", ["plaswater_facilities"]),
    ("asthma inhaler", ["astrid_asthma"]),
    ("goggles", ["goggles"]),
    ("invoice for Claire's employer", ["claire_invoice"]),
    ("Luca unpaid invoice", ["luca_invoice"]),
    ("liability insurance certificate", ["insurance"]),
    ("when does the Friday morning squad start?", ["friday_start"]),
    ("where do we park at the lake", ["parking"]),
    ("summer schedule July August", ["summer_plan"]),
    ("clocks change summer time", ["dst"]),
    ("Claire's sister", ["claire_sister"]),
    ("Mehmet ear infection", ["mehmet_ear"]),
    ("pelvic pain breaststroke kick", ["yuki_pelvis"]),
    ("Rafael knee", ["rafael_knee"]),
    ("monthly numbers sessions revenue", ["monthly_numbers"]),
    ("kayak invoice", ["kayak_invoice"]),
    ("Henk invoice Easter Monday", ["henk_invoice"]),
    ("day ticket", ["day_ticket"]),
    ("Astrid Vansbro", ["astrid_vansbro"]),
    ("who covers the squad when Ines is away", ["cover"]),
    ("Priya invoice for her employer", ["priya_invoice"]),
]

# ================================================================ QA: (question, must_contain_any, source keys)
# A question the messages cannot answer has no accepted words and no sources: the tool should
# say it found nothing (the convention of scripts/eval).
UNKNOWN = []
QA = [
    ("How much does Plaswater charge to rent a wetsuit for a month?", ["€25", "25 euro", "25 a month"], ["rent_price", "priya_rent", "sanne_rent", "ow_rules"]),
    ("What time did Priya swim in the 1500 at the Masters Open?", ["23:48"], ["priya_result", "priya_result_group"]),
    ("What did Priya swim in the 400?", ["5:41"], ["priya_result"]),
    ("When is Tom's triathlon?", ["21 June", "June 21"], ["tom_race"]),
    ("What time does Tom's race wave start?", ["9:40"], ["tom_wave"]),
    ("What does a 1:1 session cost from April?", ["€60", "60"], ["price_decision"]),
    ("When is the Q1 VAT return due?", ["30 April", "April 30"], ["vat_due", "vat_amount"]),
    ("How much VAT do we pay for Q1?", ["1,148", "1148"], ["vat_amount"]),
    ("What wetsuit size should Luca get?", ["ML"], ["luca_ml"]),
    ("Which wetsuit did Tom buy?", ["Zone3", "blue"], ["tom_wetsuit"]),
    ("When is Yuki's due date?", ["8 August", "August 8"], ["yuki_due"]),
    ("What does lane hire cost per hour from April?", ["€42", "42"], ["lane_price"]),
    ("What was Mehmet's time in the 400m time trial?", ["6:12"], ["tt_results"]),
    ("Where is Sportcentrum West?", ["Slotermeerlaan"], ["west_address"]),
    ("Until when is Kasia's lifeguard certificate valid?", ["March 2028", "2028"], ["kasia_passed"]),
    ("What is Priya's CSS pace?", ["1:36"], ["priya_css"]),
    ("How much does the safety kayak cost per session?", ["€40", "40"], ["marloes_terms"]),
    ("What is the name of the sports dietitian?", ["Lotte", "van Dam"], ["dietitian"]),
    ("When is the last session of Rafael's first package?", ["14 May", "May 14"], ["rafael_last"]),
    ("What is the date of the first open water swim?", ["16 May", "May 16", "16th"], ["ow_moved", "marloes_move", "tom_16"]),
    ("When is De Meeuw closed for maintenance?", ["4 to 10 May", "4-10 May", "4 May"], ["closure_dates", "closure_announce"]),
    ("How much did the new kickboards and pull buoys cost?", ["€162", "162"], ["kit_cost"]),
    ("When is the Bosphorus swim?", ["19 July", "July 19"], ["mehmet_date", "mehmet_lottery"]),
    ("Who is Ben's swimrun partner now?", ["Astrid"], ["ben_partner", "astrid_yes"]),
    ("What is Kasia's hourly rate from April?", ["€30", "30"], ["kasia_rate"]),
    ("What address goes on Brightwell's invoice?", ["Keizersgracht 412"], ["brightwell_addr"]),
    ("What time is the talk at Claire's kids' school?", ["15:30"], ["school_time"]),
    ("How much is a day ticket at Plaswater?", ["€4", "4 euro"], ["day_ticket", "marloes_terms"]),
    ("What was the lake temperature on 28 May?", ["16.5"], ["temp_16_5"]),
    ("How long can't Priya swim butterfly?", ["four weeks", "4 weeks"], ["priya_physio"]),
    ("What is the minimum number of swimmers for an open water session?", ["5", "five"], ["ow_min", "ow_rules"]),
    ("How much was Luca's open February invoice?", ["€220", "220"], ["luca_inv"]),
    ("What time do we meet at Plaswater for the first swim?", ["7:45"], ["meet_745"]),
    ("Which car park should the group use at Plaswater?", ["north"], ["north_parking", "parking_request"]),
    ("Which week is Ines on holiday?", ["week after Easter", "6-12 April", "6 to 12 April"], ["ines_away"]),
    ("How much does Kasia's open water safety course cost?", ["€120", "120"], ["ow_course"]),
    ("What are the pool's opening hours on Good Friday?", ["10:00-16:00", "10:00 to 16:00", "10 to 4", "10:00"], ["easter_hours"]),
    ("Who runs the Tuesday squad on 24 February?", ["Kasia"], ["cover_reminder", "cover_ask"]),
    ("How much is the open water 10-pass?", ["€180", "180"], ["ow_rules", "ow_price_idea"]),
    # not answerable from the messages
    ("What is Henk's phone number?", UNKNOWN, []),
    ("What is the name of Claire's sister?", UNKNOWN, []),
    ("What time does the Bosphorus swim start?", UNKNOWN, []),
    ("What subject is Kasia taking exams in?", UNKNOWN, []),
]

# ================================================================ summaries: chat -> (must_mention, reference)
SUMMARIES = {
    "c01": (["Veere", "Olympic", "wetsuit", "calf", "taper"],
            "Tom is training for the Veere Olympic-distance triathlon on 21 June and books evening 1:1 swim sessions with Ines at De Meeuw (after 19:00), starting with a €55 video analysis on Thursday 5 February. Two sessions are moved (to Monday 23 February, and to Wednesday 22 April at 20:30). He pulls his calf in March but keeps swimming with an easy kick. He buys the blue Zone3 wetsuit, swims the first lake session on 16 May, and Ines will add a taper from 8 June to his plan."),
    "c02": (["Masters Open", "1500", "shoulder", "plan", "23:48"],
            "Priya asks for a twelve-week plan to break 24 minutes in the 1500m freestyle at the Masters Open in Eindhoven on 16 May; Ines sends it as a PDF by email, her CSS pace is 1:36. In March a mild right shoulder impingement means four weeks without butterfly or paddles, and the plan is adjusted. She has a 1:1 on Monday 30 March and asks for an invoice for her employer. She also swims the 400 (5:41) and then the 1500 in 23:48, and wants to try open water, renting a wetsuit at Plaswater."),
    "c03": (["Cervia", "mornings", "lactose", "invoice", "panic", "wetsuit"],
            "Luca, a chef training for his first half Ironman in Cervia in September, can only swim in the mornings and has lessons on Tuesdays at 9:30, later 9:00 from May when he also works lunches. He is lactose intolerant and asks about breakfast. His €220 February invoice sat in his spam folder and he paid it on 3 March. He skips a second-hand size M wetsuit because he needs an ML. He tells Ines about a panic attack in open water last year; the first lake swims stay close to the shore, and on 16 May he swims 800 m without panic. He is considering a practice race in Nijmegen in July."),
    "c04": (["front crawl", "deep", "goggles", "Mondays", "400", "lake"],
            "Sanne is an adult beginner who wants to learn front crawl and is afraid of deep water. Lessons start on Wednesdays at 18:00 and move to Mondays at 18:30 from March because of her new job; single lessons are moved for a work event, the week after Easter (Kasia) and King's Day. She buys pink goggles, swims 100 m nonstop in March and 400 m in April, agrees to try the lake if someone stays next to her, rents a size S wetsuit at Plaswater and gets her whale towel back from lost property."),
    "c05": (["Bosphorus", "Ramadan", "lottery", "ear", "Saturday"],
            "Mehmet wants to swim the 6.5 km Bosphorus Cross-Continental Swim on 19 July and gets a place in the lottery on 15 March. During Ramadan he fasts, trains after iftar and does half the main set; his 1:1s are on Mondays at 20:30. After Ramadan they move to Saturdays at 8:00. Swimmer's ear stops him for a week in April; he is back on 2 May with earplugs. From mid May he swims with the lake group on Saturdays and his pool 1:1 moves to Sundays at 9:00; he is in Istanbul until 10 August and asks for a plan for that time."),
    "c06": (["sprint", "Brightwell", "invoice", "plantar fasciitis", "Lyon", "talk"],
            "Claire is preparing for the Amstel sprint triathlon on 6 June and can only swim during school hours; her lessons are on Fridays at 11:00. She asks for an invoice to her employer Brightwell B.V. for February and March before 31 March, which Joost sends. Plantar fasciitis in her left foot adds Monday lessons for a few weeks, dropped again after the May holiday in Lyon. Her 8 May lesson is at Sportcentrum West because of the pool closure. Ines agrees to give a 20-minute swimming talk at her children's school on 12 June at 15:30."),
    "c07": (["swimrun", "Utö", "vegan", "dietitian", "shoes", "Astrid"],
            "Ben is training for the Utö swimrun on 22 August and has a 1:1 every other Friday at 8:30 on top of the squad; he travels Monday to Wednesday and is no morning person. He is vegan and gets the dietitian Lotte van Dam's contact. A 1:1 moves to Thursday 26 March to try swimming in his orange swimrun shoes, and on Good Friday the pool was locked until 10:00. They settle on a pull buoy and small paddles, Ines finds the long swims on the course map (about 1,100 m and 800 m), and when his brother drops out Astrid becomes his partner."),
    "c08": (["Vansbro", "asthma", "inhaler", "Stockholm", "wetsuit", "swimrun"],
            "Astrid is preparing for Vansbrosimningen, a 3 km river swim in Sweden on 4 July, with a monthly 1:1 and a plan (€110 a month); she is in Stockholm in odd weeks, so 1:1s are early mornings in even weeks (18 February, 18 March, 29 April). She has asthma and uses her inhaler before cold open water swims. She measures the lake temperature herself, wants to race Vansbro without a wetsuit, and agrees to be Ben's partner for the Utö swimrun."),
    "c09": (["triathlon", "package", "breathe", "knee", "open water"],
            "Rafael, an orthopaedic surgeon training for his first sprint triathlon in Almere on 13 September, can only train before 07:30 on weekdays; he buys a 10-session package (€500, invoiced to his practice) with sessions on Thursdays at 6:30, later 6:05. He avoids breaststroke kick after an ACL reconstruction of his left knee. One session is cancelled for an emergency and he skips the week after Easter. By April he can breathe to the left; his first package ends on 14 May, he buys a second one, and books an open water session on Sunday 7 June with a rented wetsuit."),
    "c10": (["pregnant", "Fridays", "due", "pelvic", "butterfly"],
            "Yuki has freestyle lessons on Fridays at 12:15, the only time she can, and is pregnant (due 8 August), so there are no flip turns or breath-holding sets. She cancels once for a check-up and skips 10 April. Pelvic girdle pain in April means no more breaststroke kick. The lesson on 8 May is cancelled because of the pool closure. Her last lesson will be on 26 June, and she wants to come back in November to learn butterfly."),
    "c11": (["LaneLog", "prices", "VAT", "invoice", "kickboards", "Kasia"],
            "Ines and her business partner Joost run the books: they switch to the LaneLog booking tool in February but cancel it at the end of April because it can't handle packages. From 1 April prices go up to €60 for a 1:1, €550 for a package and €49 for the squad. Joost sends invoices (Rafael's packages, Claire's employer Brightwell, Priya), chases Luca's open invoice, sends the insurance certificate to Henk and files the Q1 VAT return (€1,148, due 30 April). They buy 12 foam kickboards and 6 pull buoys (€162), raise Kasia's rate to €30, and set open water prices at €20 a session with a minimum of 5 swimmers."),
    "c12": (["squad", "lifeguard", "time trial", "Friday", "exams", "safety course"],
            "Kasia, the assistant coach, runs the Tuesday squad when Ines is away (24 February and the week after Easter) and reports the 400m time trial results of 10 March. The business pays her lifeguard recertification (passed, valid until March 2028) and her open water safety course on 10 May, after which she leads the lake beginners. She leads the new Friday morning squad in April, can't in May because of exams, and takes it again from 5 June. She is ill the week of 21 May."),
    "c13": (["lane", "€42", "insurance", "closure", "Sportcentrum West", "Q3"],
            "Henk, the pool manager, raises lane hire to €42 per hour from April and confirms Ines's Q2 lane requests (the early Thursday lane only from 6:15 until April), needs the liability insurance certificate by 13 March, and books the new Friday 6:30 lane from 17 April. A water polo double booking is free of charge, Easter hours are announced, and a maintenance closure shuts the pool from 4 to 10 May, with the squad moving to Sportcentrum West on Wednesday 6 May. He corrects an Easter Monday charge, finds the whale towel, and asks for Q3 lane requests before 1 June."),
    "c14": (["time trial", "birthday", "Friday", "Sportcentrum West", "23:48", "summer"],
            "The Tuesday masters squad group: Kasia covers on 24 February, the 400m time trial is on 10 March (Priya swims it with a pull buoy), Ben organises cake and buns for Astrid's birthday and Mehmet brings baklava after Eid. After a poll a Friday morning squad starts on 17 April at 6:30. During the pool closure the session moves to Wednesday 6 May at Sportcentrum West. Priya swims 23:48 at the Masters Open, and for the summer the squad continues except 21 and 28 July and moves to the lake on Tuesdays in August."),
    "c15": (["Plaswater", "16 May", "buoy", "wristband", "10-pass", "Wednesday"],
            "The open water group trains on Saturdays at 8:00 at Plaswater. The rules: €20 a session or a €180 10-pass, a minimum of 5 swimmers, a €15 wristband, a mandatory swim buoy and wetsuit rental for €25 a month. With the water at 12 degrees the first swim moves from 9 May to 16 May, when 9 swimmers go in at 15.2 degrees. Claire's sister can join on 13 June with a €4 day ticket but her son is too young, a beginners group starts on Wednesdays at 19:00 from 3 June, and the group now parks in the north car park."),
    "c16": (["Saturdays", "kayak", "wristband", "wetsuits", "Kasia", "north"],
            "Marloes at Plaswater books Ines's group on Saturdays 8:00-9:30 from 9 May with a safety kayak (€40 a session); swimmers need a €15 wristband or a €4 day ticket, and Kasia needs their open water safety course, which she passes. Plaswater rents wetsuits for €25 a month and reserves suits for Luca, Sanne and Rafael. The start moves to 16 May because the water is 12°C. Marloes asks for two missing wristbands to be paid, invoices €120 for the May kayak, confirms a Wednesday 19:00 beginners group without a kayak from 3 June, and asks the group to use the north car park."),
}


# ================================================================ build
def build():
    keyed = {}
    messages = []
    per_chat = {}
    for cid, name, kind, members, msgs in CHATS:
        prev_ts = None
        ids = []
        for i, msg in enumerate(msgs, 1):
            mid = f"{cid}-{i:03d}"
            ts = to_utc(msg["when"])
            assert prev_ts is None or ts > prev_ts, f"{mid} not after the previous message"
            prev_ts = ts
            assert msg["sender"] in members, f"{mid}: sender not a member"
            msg["id"], msg["chat"], msg["ts"] = mid, cid, ts
            tags = msg["tags"]
            if "k" in tags:
                assert tags["k"] not in keyed, f"duplicate key {tags['k']}"
                keyed[tags["k"]] = mid
            ids.append(mid)
            messages.append(msg)
        per_chat[cid] = ids
    # replies
    for msg in messages:
        re = msg["tags"].get("re")
        if re is None:
            continue
        if isinstance(re, int):
            ids = per_chat[msg["chat"]]
            msg["reply_to"] = ids[ids.index(msg["id"]) + re]
        else:
            msg["reply_to"] = keyed[re]
    order = sorted(range(len(messages)), key=lambda i: (messages[i]["ts"], messages[i]["chat"], messages[i]["id"]))
    messages = [messages[i] for i in order]

    roles = {u: r for u, _, r in USERS}
    labels = {"owner": OWNER, "timezone": "Europe/Amsterdam", "summaries": {}, "action_items": [], "decisions": [],
              "priority": {"positive": [], "negative_hard": []},
              "scheduling": {"positive": [], "negative_hard": []},
              "time_constraints": [], "profiles": [], "search": [], "qa": []}
    dec_by_key = {}
    topics = {}
    for msg in messages:
        mid, tags = msg["id"], msg["tags"]
        if "a" in tags:
            task, assignee, deadline = tags["a"]
            labels["action_items"].append({"message_id": mid, "task": task, "assignee": assignee, "deadline": deadline})
        if "d" in tags:
            dec = {"message_id": mid, "summary": tags["d"], "reversed_by": None}
            labels["decisions"].append(dec)
            if "dk" in tags:
                dec_by_key[tags["dk"]] = dec
        if "rev" in tags:
            target = dec_by_key[tags["rev"]]
            assert target["reversed_by"] is None
            target["reversed_by"] = mid
        for kind_ in ("priority", "scheduling"):
            v = tags.get("p" if kind_ == "priority" else "s")
            if v == 1:
                labels[kind_]["positive"].append(mid)
            elif v == -1:
                labels[kind_]["negative_hard"].append(mid)
            else:
                assert v is None, f"{mid}: bad {kind_} tag"
        tcs = tags.get("tc", [])
        for c in ([tcs] if isinstance(tcs, str) else tcs):
            labels["time_constraints"].append({"message_id": mid, "constraint": c})
        for fact in tags.get("pf", []):
            client, cat, text = fact if len(fact) == 3 else (msg["sender"], *fact)
            assert roles[client] == "client", f"{mid}: profile of a non-client"
            labels["profiles"].append({"client": client, "category": cat, "fact": text, "message_id": mid})
        for t in tags.get("t", []):
            topics.setdefault(t, []).append(mid)
    for query, ts_ in SEARCH:
        rel = []
        for t in ts_:
            assert t in topics, f"unknown topic {t}"
            rel += [x for x in topics[t] if x not in rel]
        labels["search"].append({"query": query, "relevant": rel})
    for q, words, keys in QA:
        labels["qa"].append({"question": q, "must_contain_any": words, "source_ids": [keyed[k] for k in keys]})
    for cid, *_ in CHATS:
        must, ref = SUMMARIES[cid]
        decs = [d["summary"] for d in labels["decisions"]
                if d["message_id"].startswith(cid + "-") and d["reversed_by"] is None]
        labels["summaries"][cid] = {"must_mention": must, "decisions": decs, "reference": ref}

    with open(os.path.join(HERE, "messages.jsonl"), "w", encoding="utf-8") as f:
        for uid, name, role in USERS:
            f.write(json.dumps({"type": "user", "id": uid, "name": name, "role": role}, ensure_ascii=False) + "\n")
        for cid, name, kind, members, _ in CHATS:
            f.write(json.dumps({"type": "chat", "id": cid, "name": name, "kind": kind, "members": members}, ensure_ascii=False) + "\n")
        for msg in messages:
            out = {"type": "message", "id": msg["id"], "chat": msg["chat"], "sender": msg["sender"],
                   "ts": msg["ts"], "text": msg["text"]}
            if "reply_to" in msg:
                out["reply_to"] = msg["reply_to"]
            f.write(json.dumps(out, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "labels.json"), "w", encoding="utf-8") as f:
        json.dump(labels, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"dev5: {len(USERS)} users, {len(CHATS)} chats, {len(messages)} messages")


if __name__ == "__main__":
    build()
