#!/usr/bin/env python3
"""dev4 corpus: Tidewater Pilates & Yoga, Halifax NS (owner: Roz Delorme, id `roz`).

Built by construction: every message is written by hand below and tagged with what it
contains; labels.json is derived from those tags only. Standard library, deterministic.
Local time is Atlantic (ADT = UTC-3 until 2024-11-03 02:00, then AST = UTC-4); every
message is written with its local date/time and converted to UTC here.

Tags on a message (keyword arguments of M):
  k   key (for reply_to / reversals)      re  key of the message it answers (reply_to)
  p   needs the owner's attention/reply   pn  looks urgent but doesn't (priority hard neg)
  sc  tries to arrange a session/meeting time   sn  scheduling hard negative
  tc  time constraint text (str or list)
  a   action items: (task, assignee|None, deadline-spec|None) or a list of them
      deadline-spec: 'MM-DD' | 'today' | 'tom' | '+N' | 'mon'..'sun' (next on/after) | 'n'+weekday (+7)
  d   decision summary       rv  key of an earlier decision this message reverses
  pf  profile facts: (category, fact) for the chat's client, or (client, category, fact)
  s   search topic ids        q   qa ids
"""
import json, os, datetime as dt

OWNER = "roz"
YEAR = 2024
DST_END = dt.datetime(2024, 11, 3, 2, 0)  # local wall time when ADT -> AST

USERS = [
    ("roz", "Rosalind Delorme", "trainer"),
    ("priya", "Priya Raman", "client"),
    ("peggy", "Margaret Doucette", "client"),
    ("lea", "Léa Tremblay", "client"),
    ("daniel", "Daniel Okonkwo", "client"),
    ("sandra", "Sandra Whitfield", "client"),
    ("maddie", "Maddie Whitfield", "client"),
    ("gus", "Angus MacNeil", "client"),
    ("kiki", "Keiko Tanaka", "client"),
    ("farid", "Farid Haddad", "client"),
    ("joanne", "Joanne Boutilier", "client"),
    ("bev", "Bev Sampson", "client"),
    ("tom", "Tom Greer", "client"),
    ("mei", "Mei Lin", "client"),
    ("owen", "Owen Pierce", "client"),
    ("aisling", "Aisling Byrne", "client"),
    ("jordan", "Jordan Cormier", "client"),
    ("olivia", "Olivia Brandt", "client"),
    ("jess", "Jess Arsenault", "staff"),
    ("marco", "Marco Bellini", "staff"),
    ("tasha", "Tasha Gillis", "staff"),
    ("bill", "Bill Fraser", "staff"),
    ("dev", "Dev Sharma", "staff"),
]

CHATS = []  # (id, name, kind, members, client_for_profiles, messages)
WD = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def M(day, time, sender, text, **tags):
    return dict(day=day, time=time, sender=sender, text=text, tags=tags)


def chat(cid, name, kind, members, client, msgs):
    CHATS.append((cid, name, kind, members, client, msgs))


def more(cid, msgs):
    """Later-written messages for a chat; merged into it in local-time order."""
    for c in CHATS:
        if c[0] == cid:
            c[5].extend(msgs)
            return
    raise KeyError(cid)

# ---------------------------------------------------------------- c01 Priya (postnatal rehab, long paragraphs)
chat("c01", "Priya Raman", "direct", ["roz", "priya"], "priya", [
    M("09-16", "20:41", "priya", "Hi Roz, I got your number from Aisling at the library baby group, she said you do postnatal rehab one on one. A bit of background so you know what you're dealing with: I had my son Arjun by emergency C-section in April, so he's five months now, and my physio at the IWK told me I have a diastasis of about two finger-widths above the belly button. I used to run three or four times a week before I got pregnant and honestly I just want to feel like my body is mine again. Would you have space for me this autumn?",
      k="p_intro", p=1, pf=[("medical", "emergency C-section in April 2024 (son Arjun)"), ("injury", "diastasis recti of about two finger-widths above the belly button"), ("goal", "wants to feel strong again and get back to running")], s=["s01"]),
    M("09-17", "08:05", "roz", "Hi Priya, welcome! Yes, I have room. Congratulations on Arjun. Two finger-widths at five months is really common and very workable. Could you fill in the intake form I'm sending, and are you cleared by your doctor for exercise?", k="r_intro", re="p_intro", s=["s22", "s01"]),
    M("09-17", "08:06", "roz", "Intake form: tidewaterstudio.ca/intake - takes about ten minutes.", s=["s22"]),
    M("09-17", "13:22", "priya", "Cleared at my 8 week check, yes, and the physio said core work is fine as long as I don't do crunches or anything where my belly domes. I'll do the form during his nap. In terms of timing, mornings are best for me because my husband Dev works from home Wednesdays and Fridays and can take the baby, so something like 10am on a Wednesday or Friday would be ideal, but I'm flexible-ish.",
      k="p_time", p=1, sc=1, tc=["Wednesday or Friday mornings", "around 10am"], pf=[("availability", "mornings on Wednesdays and Fridays when her husband works from home can take the baby"), ("preference", "avoid crunches or anything that makes her belly dome")]),
    M("09-17", "13:40", "roz", "Perfect. Let's do Wednesday 10am starting next week, Sept 25th, at the studio. 55 minutes. Bring water and wear something you can move in, no need for grip socks the first time.", k="r_time", re="p_time", sc=1, d="Priya starts private postnatal sessions Wednesdays 10am from Sept 25"),
    M("09-17", "13:41", "priya", "Done 👍", re="r_time"),
    M("09-18", "21:15", "priya", "Form's in! Sorry it took me two days, the four month sleep regression apparently also happens at five months 🙃", p=0, s=["s22"]),
    M("09-25", "11:30", "roz", "Great first session Priya. Homework: heel slides and the breathing with the ball between your knees, 5 minutes a day. And please book in with a pelvic floor physio if you can, I'll send you the name of the woman I refer to.", a=[("do heel slides and ball-squeeze breathing 5 minutes a day", "priya", None), ("send Priya the name of the pelvic floor physio", "roz", None)]),
    M("09-25", "12:02", "priya", "Thank you!! I felt things I haven't felt in a year. Yes please send the name. Also, is it okay that I'm still breastfeeding? Someone in the group said relaxin makes your joints loose while you nurse and I should be careful with stretching.",
      k="p_bf", p=1, pf=[("medical", "still breastfeeding")], s=["s01"]),
    M("09-25", "12:30", "roz", "It's a good point, joints can stay a bit lax while nursing. We'll keep stretches gentle and focus on strength. Physio is Hannah Leblanc at Core Physio on Quinpool, tell her I sent you.", re="p_bf"),
    M("10-01", "19:50", "priya", "Hi Roz, would it be a massive pain to switch tomorrow to Friday? Arjun has his six month vaccines tomorrow at 10:15 and I completely forgot when we booked. Friday at 10 or anything Friday morning really.",
      k="p_swap", p=1, sc=1, tc="Friday morning"),
    M("10-01", "20:12", "roz", "No problem, Friday the 4th at 10 it is.", re="p_swap", sc=1, d="Priya's Oct 2 session moved to Friday Oct 4 at 10am"),
    M("10-04", "11:20", "priya", "Quick one before I forget: Hannah measured me yesterday and it's down to one and a half fingers!! She also said my pelvic floor is a bit overactive rather than weak, which surprised me. She wants me to do less kegels and more relaxing. Does that change what we do?",
      k="p_hannah", p=1, pf=[("injury", "diastasis improved to about one and a half finger-widths"), ("medical", "pelvic floor physio says her pelvic floor is overactive; do fewer kegels and more relaxation")], s=["s01"], q=["q02"]),
    M("10-04", "11:48", "roz", "That's brilliant progress! Yes, we'll swap some of the bracing for more exhale-and-release work. I'll adjust your plan before Wednesday.", re="p_hannah", a=("adjust Priya's plan for an overactive pelvic floor", "roz", "10-09")),
    M("10-09", "11:10", "priya", "Loved today. Can I bring Arjun next week? Dev has a work trip Tues-Thurs. He'll probably sleep in the car seat, or scream, one of the two.", k="p_baby", p=1),
    M("10-09", "11:25", "roz", "Of course, babies welcome. We'll use the small studio so nobody else is disturbed.", re="p_baby", d="Priya can bring her baby to sessions; use the small studio"),
    M("10-16", "14:02", "priya", "Thanks for being so relaxed today with the screaming. Mortifying. Also I owe you for the last 4 sessions, can you send me an invoice? I'd like to submit it to my husband's health plan as it might count as physio.", k="p_inv", p=1, a=("send Priya an invoice for her last four sessions for the health plan", "roz", None), s=["s11"]),
    M("10-16", "16:40", "roz", "Sending now. Note that I'm not a registered physio, so it may not be covered, but the receipt lists 'postnatal exercise therapy' which some plans accept.", re="p_inv"),
    M("10-22", "22:30", "priya", "Bad news, I think I did something to my back lifting the car seat out this afternoon. Sharp on the left side low down when I bend. Should I still come tomorrow?", k="p_back", p=1, pf=[("injury", "strained her lower left back lifting the car seat (Oct 22)")]),
    M("10-23", "07:15", "roz", "Oh no. Come anyway and we'll do gentle stuff lying down, but if it's sharp with every movement or goes down your leg, please see your doctor instead and we'll reschedule.", re="p_back"),
    M("10-23", "07:40", "priya", "It's better this morning, more of an ache. See you at 10.", sn=1),
    M("10-30", "11:05", "priya", "Question for you to think about, no rush. My sister is getting married in Toronto on November 23 and I'd love to feel ok in a fitted dress. Not looking for miracles, just posture and not hunching. Also realistically when could I try a gentle run? Spring?",
      k="p_goal", p=1, pf=[("goal", "wants good posture and confidence in a fitted dress for her sister's wedding in Toronto on Nov 23"), ("goal", "wants to try gentle running, maybe by spring")], s=["s01"]),
    M("10-30", "13:00", "roz", "Posture we can absolutely work on. For running, let's do a return-to-run check with Hannah around the new year, then a walk-run plan. I'll add some upper back work to your sessions.", re="p_goal", d="Return to running to be assessed with the physio around the new year, then a walk-run plan"),
    M("11-05", "20:05", "priya", "Hi! Daycare trial starts next week, so from the 11th I'm actually free Mon-Fri mornings and also Tuesday/Thursday lunchtimes. Could we do two sessions a week until the wedding? Maybe Wednesday 10 plus a Monday?",
      k="p_twice", p=1, sc=1, tc=["Monday to Friday mornings", "Tuesday/Thursday lunchtimes"], pf=[("availability", "from Nov 11 free weekday mornings and Tuesday/Thursday lunchtimes (daycare trial)")]),
    M("11-06", "09:10", "roz", "Mondays at 10 are taken but I could do Monday 11:15? So Mon 11:15 + Wed 10 until the 20th.", re="p_twice", sc=1, k="r_twice"),
    M("11-06", "09:30", "priya", "Yes perfect. Mon 11:15 and Wed 10.", re="r_twice", d="Priya does two sessions a week (Mon 11:15 and Wed 10) until Nov 20", sc=1),
    M("11-11", "12:15", "priya", "Ugh, daycare called twenty minutes into the session, he has a fever. Sorry I had to run. Do I still pay for today?", p=1, s=["s11"]),
    M("11-11", "12:40", "roz", "Don't worry about it, today's on me. Hope the little guy feels better.", d="Priya is not charged for the Nov 11 session cut short"),
    M("11-13", "11:02", "priya", "He's fine, it was just a cold. Today was great, the dress zip test went better than expected 😂 Can you send me the upper back exercises in writing so I can do them in the hotel?", p=1, a=("send Priya the upper back exercises in writing", "roz", None)),
    M("11-13", "13:15", "roz", "Will do before you leave. When are you flying?", re=None),
    M("11-13", "13:30", "priya", "Thursday the 21st. Back the 26th.", pf=[("availability", "away in Toronto Nov 21-26")]),
    M("11-15", "09:00", "roz", "Exercises are in your email. Have the best time at the wedding!"),
])

# ---------------------------------------------------------------- c02 Peggy (retiree, osteoporosis, formal, long)
chat("c02", "Margaret Doucette", "direct", ["roz", "peggy"], "peggy", [
    M("09-16", "09:12", "peggy", "Good morning Rosalind. I hope this finds you well. I wanted to let you know that I had my bone density scan on Thursday and my doctor tells me the osteoporosis in my spine has progressed somewhat, T-score of minus 2.8 at the lumbar spine. She has asked me to avoid forward bending with a rounded back and any twisting under load. I thought you ought to know before our session on Wednesday. Kind regards, Margaret (Peggy)",
      k="pg_scan", p=1, pf=[("medical", "osteoporosis of the spine, T-score -2.8 at the lumbar spine (Sept 2024 scan)"), ("injury", "must avoid rounded-back forward bending and loaded twisting")], s=["s02"]),
    M("09-16", "10:30", "roz", "Thank you Peggy, that's really helpful. We'll drop the roll-downs and the spine twist and do more extension and standing balance. Nothing to worry about on Wednesday.", re="pg_scan", d="Drop roll-downs and spine twist from Peggy's programme; focus on extension and balance", s=["s02"]),
    M("09-18", "12:10", "peggy", "Thank you for today. I found the standing work on the wobble cushion rather frightening but I can see why it matters. My late husband always said I was stubborn, so I expect I'll persist.", pf=[("preference", "finds balance work on the wobble cushion scary but willing")]),
    M("09-23", "18:45", "peggy", "Rosalind, a question. My daughter has offered to pay for a second session each week as a birthday present (I turn 72 on the 3rd of October, please don't make a fuss). Would Friday mornings suit? I swim at the Canada Games Centre Monday, Wednesday and Friday at 7 but am free by 9.",
      k="pg_fri", p=1, sc=1, tc=["Friday mornings", "after 9am (swims at 7)"], pf=[("availability", "swims Mon/Wed/Fri at 7am at the Canada Games Centre; free after 9"), ("goal", "adding a second weekly session (birthday gift from her daughter)")]),
    M("09-24", "08:20", "roz", "Happy early birthday! Friday 9:30 works from the 27th. I'll put it in.", re="pg_fri", sc=1, d="Peggy adds a second weekly session Fridays 9:30 from Sept 27", k="pg_fri_dec", s=["s30"]),
    M("09-24", "08:22", "roz", "Shall I send your daughter a gift voucher to make it official? Or just an invoice to her?", k="pg_vq", s=["s30", "s11"]),
    M("09-24", "10:01", "peggy", "An invoice to Catherine please, catherine.doucette@eastlink.ca. She insists.", re="pg_vq", a=("send the invoice for Peggy's Friday sessions to her daughter Catherine", "roz", None), s=["s11", "s30"], p=1),
    M("10-03", "09:05", "roz", "Happy birthday Peggy 🎂 No fuss, as promised. See you at 9:30!", sn=1),
    M("10-03", "14:00", "peggy", "You are very kind. The card from the Tuesday group was lovely; I suspect you organised it."),
    M("10-07", "17:30", "peggy", "I am sorry to be a nuisance. The Friday time is proving awkward because the pool has changed its lane schedule and my swim is now at 8:30. Could we possibly make it Friday at 10:30 instead? If not I quite understand.",
      k="pg_1030", p=1, sc=1, tc="after 10:15 on Fridays", pf=[("availability", "Friday swim moved to 8:30, so Fridays free from about 10:15")], rv=None),
    M("10-08", "08:00", "roz", "Not a nuisance at all. 10:30 Fridays from this week.", re="pg_1030", sc=1, d="Peggy's Friday session moves to 10:30", rv="pg_fri_dec", k="pg_1030_dec", q=["q01"]),
    M("10-11", "11:40", "peggy", "Rosalind I have been meaning to ask, is there a class at the studio I could bring my friend Lorraine to? She has had a hip replacement and is terrified of gyms.", k="pg_lor", p=1),
    M("10-11", "12:20", "roz", "The Thursday 11am Gentle Mat class would be ideal, Jess teaches it and she's wonderful with new hips. First class free, tell her to mention your name.", re="pg_lor"),
    M("10-18", "12:05", "peggy", "Lorraine came and loved it. Now a difficult matter: I had a fall in the garden on Sunday. Nothing broken, thank heavens, but my left wrist is sprained and bandaged. I am afraid weight bearing on the hands is out for three weeks or so.",
      k="pg_fall", p=1, pf=[("injury", "sprained left wrist after a fall in the garden (mid-Oct); no weight bearing on hands for about 3 weeks")], s=["s02"]),
    M("10-18", "12:30", "roz", "Oh Peggy, I'm glad nothing's broken. We'll do everything standing or lying with no hand loading. Let's also talk about falls prevention, that's exactly what the balance work is for.", re="pg_fall", d="No hand weight-bearing for Peggy for about three weeks; add falls-prevention work"),
    M("10-25", "10:10", "peggy", "I shan't make it this morning. The taxi has not come and there is no answer at the dispatch. Dreadfully sorry.", p=1),
    M("10-25", "10:18", "roz", "Don't worry. Want to do it Monday instead? I have 1pm free.", sc=1, k="pg_mon"),
    M("10-25", "11:45", "peggy", "Monday at 1 would be grand. Thank you.", re="pg_mon", sc=1, d="Peggy's missed Oct 25 session made up Monday Oct 28 at 1pm"),
    M("10-25", "11:47", "peggy", "I really must sort out a more reliable arrangement than the taxi. My neighbour drives but only after lunch.", pf=[("preference", "relies on taxis; neighbour can drive her only after lunch")]),
    M("10-26", "09:30", "roz", "Just a thought: if afternoons are easier with your neighbour, we could move Wednesdays to 2pm permanently. Have a think, no rush.", sc=1, k="pg_2pm"),
    M("10-30", "15:20", "peggy", "I have thought. Let's try Wednesdays at 2 from next week, and keep the Friday as it is.", re="pg_2pm", sc=1, d="Peggy's Wednesday session moves to 2pm from Nov 6; Friday stays 10:30", k="pg_wed2", q=["q01"], p=1),
    M("11-08", "11:55", "peggy", "Wrist is out of its bandage. The doctor is pleased and has also started me on a new medication for the bones, a twice-yearly injection, Prolia. I am told to mention it to anyone I exercise with.",
      p=1, pf=[("medical", "started Prolia (denosumab) injections twice yearly for osteoporosis"), ("injury", "left wrist healed by early November")], s=["s02"], q=["q13x"]),
    M("11-08", "12:30", "roz", "Thanks for telling me. Good news on the wrist. We can start some gentle hand loading again next week."),
    M("11-12", "08:40", "peggy", "Good morning. The Remembrance Day parade has tired me out more than I expected. May I cancel tomorrow's session? I would like to keep Friday.", p=1, k="pg_cx"),
    M("11-12", "09:10", "roz", "Of course, cancelled. Rest up. See you Friday.", re="pg_cx", d="Peggy's Nov 13 session cancelled; Friday kept"),
    M("11-15", "13:00", "peggy", "Thank you for today. Catherine asks whether you have a gift card she could give me for Christmas. Ten sessions perhaps?", p=1, k="pg_gc", s=["s30"]),
    M("11-15", "14:10", "roz", "Yes! A 10-session private pack is $850 as a gift card. I'll email her the details.", re="pg_gc", a=("email Peggy's daughter Catherine the 10-session gift card details", "roz", None), s=["s30", "s19"]),
])
# ---------------------------------------------------------------- c03 Léa (dancer, French first language)
chat("c03", "Léa Tremblay", "direct", ["roz", "lea"], "lea", [
    M("09-19", "16:20", "lea", "Bonjour Roz! I am Léa, I dance with Mocean company since this summer, I arrive from Montréal. My ankle right is not so good since a sprain in June and the company physio say me to do Pilates for stability. You have place for private lesson?",
      k="l_intro", p=1, pf=[("injury", "right ankle still unstable after a sprain in June"), ("goal", "ankle stability for dancing (physio recommended Pilates)")], s=["s15"]),
    M("09-19", "17:05", "roz", "Bonjour Léa! Yes, happy to help. What does your rehearsal schedule look like? I can do most weekdays.", re="l_intro", sc=1),
    M("09-19", "17:30", "lea", "Rehearsal is 10h until 16h, Monday to Friday. So before 9h or after 17h. Also I am hypermobile, everybody say it like it is a compliment lol but it is a problem for me",
      k="l_sched", p=1, sc=1, tc=["before 9am or after 5pm on weekdays"], pf=[("availability", "rehearses 10am-4pm Monday to Friday; free before 9 or after 5"), ("medical", "hypermobile")]),
    M("09-19", "17:45", "roz", "Ha, I know that feeling from my clients. Tuesdays and Thursdays at 8am?", re="l_sched", sc=1, k="l_tt"),
    M("09-19", "18:02", "lea", "Parfait. Only one per week for the moment, it is expensive for a dancer 😅 so Thursday 8h.", re="l_tt", sc=1, d="Léa books one private session a week, Thursdays 8am", k="l_thu", pf=[("preference", "budget-conscious; one session a week for now")]),
    M("09-26", "09:10", "lea", "Merci for this morning! I feel my ankle muscles I did not know. The exercise with the band, how many time per day?", p=1, k="l_band"),
    M("09-26", "09:40", "roz", "Twice a day, 15 each direction. And the single-leg balance with eyes closed whenever you brush your teeth!", re="l_band", a=("do band ankle exercises twice a day and single-leg balance while brushing teeth", "lea", None)),
    M("10-02", "21:50", "lea", "Roz I am very sorry, I cannot come tomorrow, the choreographer add an extra rehearsal at 7h30 for the show. We have première 8 November at the Spatz Theatre!! You want tickets? 🩰",
      k="l_prem", p=1, pf=[("availability", "premiere with Mocean on Nov 8 at the Spatz Theatre; extra early rehearsals")], s=["s15"]),
    M("10-03", "07:30", "roz", "Congratulations!! Of course, I'd love 2 tickets. No problem about today. Want to try Friday evening, 5:30?", re="l_prem", sc=1, k="l_fri", s=["s15"]),
    M("10-03", "12:15", "lea", "Friday 17h30 yes. I buy the tickets for you, is a gift 🎁", re="l_fri", sc=1, d="Léa's session moved to Friday Oct 4 at 5:30pm", s=["s15"]),
    M("10-10", "08:55", "lea", "Question: the company want that I do also the mat class on Saturday? Marco teach? Is it too much with private + rehearsal?", p=1, k="l_sat"),
    M("10-10", "10:00", "roz", "Marco's Saturday 10am mat class is great for you, just tell him about the hypermobility so he doesn't push your end range. One private + one class is fine.", re="l_sat"),
    M("10-17", "09:05", "lea", "Today the ankle was wobbly again in the jump, I land wrong maybe 3 times. Not pain but not trust", p=1, pf=[("injury", "right ankle gives way on jump landings (mid-Oct), no pain but no trust")]),
    M("10-17", "09:30", "roz", "Let's do more landing mechanics next time and I'd like you to show the company physio too. Can you ask her if she's okay with me adding hopping drills?", a=("ask the company physio if hopping drills are okay", "lea", None)),
    M("10-21", "19:40", "lea", "Physio say yes for the hops but not more than 20 per session. She say also I must eat more, I lost 3 kilos since August 😬 it is the rehearsals",
      pf=[("medical", "physio caps hopping drills at 20 per session"), ("diet", "lost 3 kg since August from rehearsals; told to eat more")], p=1),
    M("10-21", "20:00", "roz", "Good to know. Fuel matters for tendons too! Do you want the name of a sports dietitian? She's great with dancers.", k="l_diet"),
    M("10-21", "20:10", "lea", "Yes please, but I am vegetarian, she must be ok with this", re="l_diet", p=1, a=("send Léa the name of the sports dietitian", "roz", None), pf=[("diet", "vegetarian")]),
    M("10-24", "08:50", "lea", "OMG I am so late, the bus did not come, I arrive 8h20. Désolée!!", pn=1),
    M("11-07", "18:00", "lea", "Tomorrow is the première!! I leave your tickets at the box office under Delorme. Row F 😍", sn=1, s=["s15"]),
    M("11-09", "10:15", "roz", "Léa you were INCREDIBLE. Ankle looked rock solid. I cried a bit."),
    M("11-09", "11:30", "lea", "Merci merci!! 🥹 After the show run (until 16 November) I want to do two private per week, the company give me some money for training. Possible Tuesday and Thursday 8h?",
      k="l_two", p=1, sc=1, tc="Tuesday and Thursday 8am", pf=[("availability", "show runs until Nov 16"), ("goal", "two privates a week after the show run, funded by the company")], s=["s15"]),
    M("11-09", "12:00", "roz", "Yes, from Tuesday the 19th: Tues + Thurs 8am. I'll send an invoice to the company for the month. Who should I address it to?", re="l_two", sc=1, d="Léa moves to two privates a week (Tue and Thu 8am) from Nov 19, invoiced to the company", rv="l_thu", k="l_inv_q", s=["s11"]),
    M("11-10", "14:00", "lea", "To Anne-Marie in administration, admin@moceandance.ca", re="l_inv_q", a=("send Mocean (admin@moceandance.ca) an invoice for Léa's privates", "roz", None), s=["s11"], p=1),
])

# ---------------------------------------------------------------- c04 Daniel (lawyer; fragments, late nights)
chat("c04", "Daniel Okonkwo", "direct", ["roz", "daniel"], "daniel", [
    M("09-17", "23:48", "daniel", "hi. Daniel. referred by Olivia at McInnes. back pain. desk 12h/day. need early slots. 6am?",
      k="d_intro", p=1, sc=1, tc="6am", pf=[("injury", "lower back pain from sitting at a desk 12 hours a day"), ("availability", "needs early slots, ideally 6am")], s=["s13"]),
    M("09-18", "07:30", "roz", "Hi Daniel, thanks for reaching out. I don't usually teach at 6 but I can do 6:30am Mondays and Thursdays. Would that work?", re="d_intro", sc=1, k="d_630", s=["s13"]),
    M("09-18", "07:31", "daniel", "6:30 mon+thu. yes. start mon.", re="d_630", sc=1, d="Daniel trains 6:30am Mondays and Thursdays starting Sept 23", k="d_dec1", s=["s13"], q=["q14"]),
    M("09-18", "07:32", "daniel", "how much", p=1),
    M("09-18", "07:50", "roz", "$95 per private, or $850 for a pack of 10. Pay by e-transfer to payments@tidewaterstudio.ca.", s=["s19", "s11"]),
    M("09-18", "07:51", "daniel", "pack. sent.", s=["s11"]),
    M("09-23", "07:40", "daniel", "good. hamstrings like piano wire. also left hip clicks. normal?", p=1, pf=[("injury", "very tight hamstrings and a clicking left hip")]),
    M("09-23", "08:10", "roz", "Clicking without pain is usually nothing, but tell me if it starts to hurt. Stretch homework is in your inbox.", a=None),
    M("09-26", "05:55", "daniel", "running 10 min late. trial prep", pn=1),
    M("10-02", "23:15", "daniel", "URGENT - need to kill thursday. court in Truro all day. friday instead? any time before 7:30", k="d_fri", p=1, sc=1, tc="before 7:30am Friday"),
    M("10-03", "06:45", "roz", "Friday 6:30 is yours.", re="d_fri", sc=1, d="Daniel's Thursday Oct 3 session moved to Friday Oct 4 at 6:30am", s=["s13"]),
    M("10-03", "06:46", "daniel", "👍"),
    M("10-10", "22:58", "daniel", "question. my firm has a wellness budget. $500/yr each. can your invoices say 'physical therapy'? HR picky", k="d_hr", p=1, s=["s11"]),
    M("10-11", "08:00", "roz", "I can't call it physical therapy since I'm not a physio, but I can write 'therapeutic exercise / Pilates instruction'. Most wellness accounts accept that. Want me to redo the last invoice?", re="d_hr", k="d_redo", s=["s11"]),
    M("10-11", "08:14", "daniel", "yes. redo. thx", re="d_redo", a=("reissue Daniel's invoice as 'therapeutic exercise / Pilates instruction'", "roz", None), s=["s11"]),
    M("10-17", "06:20", "daniel", "can't make it. kid threw up at 4am. sorry", p=1, pf=[("availability", "has a young child; occasional last-minute cancellations")]),
    M("10-17", "06:35", "roz", "Feel better all of you. I won't count it from the pack this time."),
    M("10-24", "07:35", "daniel", "back is 80% better. seriously. colleagues asking. Olivia from HR wants to talk about group classes at the office. gave her your number", p=1, s=["s21"]),
    M("10-24", "08:00", "roz", "That's wonderful to hear! And thank you for the referral."),
    M("11-03", "21:30", "daniel", "clocks changed. does 6:30 stay 6:30? brain dead", p=1, k="d_clock", s=["s13"], sn=1),
    M("11-03", "21:45", "roz", "Yes! 6:30 on the studio clock. It'll be lighter out at least.", re="d_clock", s=["s13"], sn=1),
    M("11-07", "23:40", "daniel", "new trial starts 18th. 3 weeks. mornings impossible. could we do 8pm mon+thu during trial?",
      k="d_8pm", p=1, sc=1, tc=["evenings only during trial", "8pm"], pf=[("availability", "in trial for three weeks from Nov 18; mornings impossible, evenings only")]),
    M("11-08", "07:20", "roz", "8pm is past my usual, but 7:15pm works Mon + Thu. Does that do?", re="d_8pm", sc=1, k="d_715", tc="7:15pm latest"),
    M("11-08", "12:45", "daniel", "7:15 ok. from 18th. back to 6:30 after dec 6", re="d_715", sc=1, d="During Daniel's trial (Nov 18 to Dec 6) sessions move to 7:15pm Mon and Thu, then back to 6:30am", rv="d_dec1", s=["s13"]),
    M("11-14", "06:25", "daniel", "forgot gym bag. doing it in suit trousers. judge me", pn=1),
    M("11-14", "07:40", "roz", "Best dressed client of the year. See you Monday evening!"),
])
# ---------------------------------------------------------------- c05 Sandra (parent booking for teen Maddie)
chat("c05", "Sandra Whitfield", "direct", ["roz", "sandra"], "maddie", [
    M("09-20", "12:30", "sandra", "Hello! My daughter Maddie is 15 and was diagnosed with scoliosis in the spring - a 24 degree curve, thoracic, bending to the right. Her orthopaedic surgeon at the IWK suggested Schroth or Pilates based work as an alternative to the brace for now. She's a competitive swimmer with Halifax Trojans, trains 6 mornings a week. Do you work with teens?",
      k="sw_intro", p=1, pf=[("medical", "scoliosis: 24 degree right thoracic curve diagnosed in spring 2024"), ("goal", "exercise-based alternative to bracing, per her IWK surgeon"), ("availability", "competitive swimmer with Halifax Trojans, trains six mornings a week")], s=["s12"], q=["q10"]),
    M("09-20", "13:15", "roz", "Hi Sandra, yes I do, and I've worked with a few swimmers with scoliosis. I'd want a copy of her latest X-ray report. When is she free? I'm guessing after school?", re="sw_intro", sc=1, a=None, s=["s12"]),
    M("09-20", "13:40", "sandra", "After school is tricky - she has dryland Tues/Thurs 4-6. Mondays or Wednesdays at 4:30? And I'll scan the report tonight.", k="sw_time", p=1, sc=1, tc=["Mondays or Wednesdays at 4:30", "not Tue/Thu afternoons"], a=("scan and send Maddie's X-ray report", "sandra", "09-20"), pf=[("availability", "dryland training Tue/Thu 4-6pm; free Mon or Wed 4:30")]),
    M("09-20", "14:00", "roz", "Wednesdays 4:30 from the 25th then.", re="sw_time", sc=1, d="Maddie's sessions are Wednesdays 4:30pm from Sept 25", k="sw_wed"),
    M("09-22", "10:05", "sandra", "Sorry for the delay - report attached. Also should mention Maddie is quite shy and self-conscious about her back, so she'd probably prefer not to be in the main studio where people walk past.",
      p=1, pf=[("preference", "shy and self-conscious about her back; prefers a private room away from passers-by")], s=["s12"]),
    M("09-22", "10:30", "roz", "Got it, thank you. We'll use the small studio with the door closed."),
    M("09-25", "18:10", "sandra", "Maddie came out smiling, which for a 15 year old is a five star review. She said you let her choose the music 😂", pf=[("preference", "likes choosing the music in sessions")]),
    M("10-02", "08:15", "sandra", "Hi Roz, the swim club moved her Wednesday practice to 4-6 for the fall season (argh). Could we do Monday at 6:30pm instead?", k="sw_mon", p=1, sc=1, tc="Monday 6:30pm"),
    M("10-02", "09:00", "roz", "Monday 6:30 works. From next Monday the 7th.", re="sw_mon", sc=1, d="Maddie's sessions move to Mondays 6:30pm from Oct 7", rv="sw_wed", k="sw_mon_dec"),
    M("10-02", "09:05", "roz", "Oh wait, the 14th is Thanksgiving and we're closed. So 7th, then 21st onward.", re="sw_mon", s=["s23"]),
    M("10-08", "21:00", "sandra", "How do I pay for these? I've just realised we haven't paid for anything yet! Embarrassing.", k="sw_pay", p=1, s=["s11"]),
    M("10-09", "08:10", "roz", "No problem! Maddie's had 3 sessions, $80 each as a student rate, so $240. E-transfer to payments@tidewaterstudio.ca is easiest.", re="sw_pay", k="sw_240", s=["s11", "s19"]),
    M("10-09", "08:30", "sandra", "Sent, thanks. We'll pay monthly from now on if that's ok?", re="sw_240", d="Whitfields pay for Maddie's sessions monthly", a=("pay for Maddie's sessions monthly", "sandra", None), s=["s11"], p=1),
    M("10-21", "19:35", "sandra", "Hi, Maddie said her lower back was sore after today. Is that normal? She's got a big meet in Moncton this weekend.", k="sw_sore", p=1, pf=[("injury", "lower back soreness after the Oct 21 session"), ("availability", "swim meet in Moncton the weekend of Oct 26-27")], s=["s12"]),
    M("10-21", "20:05", "roz", "A little muscular soreness is normal since we worked her back extensors harder today. If it's sharp or lasts more than 2 days let me know. I'll go lighter next week since she has the meet.", re="sw_sore"),
    M("10-28", "20:30", "sandra", "She got a PB in the 200 back!! Thank you for helping with her posture, her coach noticed too."),
    M("11-04", "17:50", "sandra", "Roz, Maddie has her 6 month X-ray at the IWK on Nov 19. Anything you want me to ask the surgeon?", k="sw_xray", p=1, pf=[("medical", "six-month scoliosis follow-up X-ray at the IWK on Nov 19")], s=["s12"]),
    M("11-04", "18:30", "roz", "Yes: ask for the Cobb angle and whether the rotation has changed, and if they're happy for her to keep swimming 6 days. Could you send me the report after?", re="sw_xray", a=("send Roz Maddie's Nov 19 X-ray report", "sandra", None)),
    M("11-11", "19:40", "sandra", "Hi Roz. A scheduling curveball: my husband and I are separating (amicably) and Maddie will be at her dad's on alternate weeks. Her dad (Rob) might be the one texting you on those weeks. Is that OK?", p=1),
    M("11-11", "20:00", "roz", "Of course, and thank you for telling me. Happy to have Rob in touch. Mondays 6:30 stay the same?", sc=1, k="sw_rob"),
    M("11-11", "20:15", "sandra", "Same time, yes. I'll give him your number.", re="sw_rob", a=("give Maddie's dad Rob Roz's number", "sandra", None)),
])

# ---------------------------------------------------------------- c06 Gus (ALL CAPS, knee replacement)
chat("c06", "Angus MacNeil", "direct", ["roz", "gus"], "gus", [
    M("09-16", "07:02", "gus", "MORNING ROZ. GUS MACNEIL HERE. MY WIFE BEV SAYS I NEED TO SEE YOU ABOUT MY KNEE. NEW KNEE ACTUALLY. RIGHT ONE. DONE AUGUST 12 AT THE VG. THE PHYSIO DISCHARGED ME AND SAID KEEP MOVING.",
      k="g_intro", p=1, pf=[("medical", "right total knee replacement on Aug 12, 2024 at the VG; discharged from physio"), ("goal", "keep the new knee moving after physio discharge")], s=["s16"], q=["q11"]),
    M("09-16", "08:30", "roz", "Morning Gus! Bev's told me all about it. How's the bend on it these days? And what do you want to get back to?", re="g_intro", k="g_q"),
    M("09-16", "09:15", "gus", "BEND IS ABOUT 110 THEY SAID. I WANT TO GET BACK IN THE BOAT AND DOWN ON MY KNEES IN THE GARDEN WITHOUT SWEARING.", re="g_q", pf=[("goal", "get back in his boat and kneel in the garden"), ("injury", "right knee bends to about 110 degrees")], s=["s16"]),
    M("09-16", "09:20", "gus", "ALSO I DONT DO MORNINGS BEFORE 9. RETIRED. EARNED IT.", p=1, tc="not before 9am", pf=[("availability", "no sessions before 9am")]),
    M("09-16", "09:40", "roz", "Ha, fair. Tuesday at 10:30?", sc=1, k="g_tue"),
    M("09-16", "10:02", "gus", "TUESDAY 10:30 SOUNDS GOOD. SEE YOU THEN.", re="g_tue", sc=1, d="Gus starts privates Tuesdays 10:30 from Sept 17"),
    M("09-24", "11:50", "gus", "ROZ THAT REFORMER IS A TORTURE DEVICE. I LOVED IT. SAME TIME NEXT WEEK.", pf=[("preference", "enjoys working on the reformer")], sc=1),
    M("10-01", "15:30", "gus", "QUICK QUESTION WHAT IS THE BEST THING FOR THE SWELLING AFTER. ICE OR HEAT. BEV SAYS HEAT. I SAY ICE. WHO WINS", k="g_ice", p=1, pf=[("injury", "some knee swelling after sessions")], s=["s16"]),
    M("10-01", "16:00", "roz", "Ice, for now. Sorry Bev. 15 minutes, towel between you and the pack.", re="g_ice"),
    M("10-08", "07:45", "gus", "EMERGENCY!!! THE MAPLE LEAFS LOST AGAIN. NOT REALLY AN EMERGENCY. SEE YOU AT 10:30", pn=1),
    M("10-15", "09:00", "gus", "ROZ CAN WE MOVE TODAY TO THURSDAY. THE BOAT IS COMING OUT OF THE WATER FOR THE WINTER AND THE YARD CAN ONLY DO TODAY.", k="g_thu", p=1, sc=1),
    M("10-15", "09:20", "roz", "Thursday 10:30 works. Good luck with the boat, don't lift anything heavy!", re="g_thu", sc=1, d="Gus's Oct 15 session moved to Thursday Oct 17 at 10:30"),
    M("10-17", "12:10", "gus", "KNEE DID GREAT WITH THE BOAT. DIDNT LIFT ANYTHING. ALMOST NOTHING.", s=["s16"]),
    M("10-22", "11:45", "gus", "ANOTHER THING. DR SAYS MY BLOOD PRESSURE IS UP. ON A NEW PILL. AMLODIPINE. ANYTHING I CANT DO?", k="g_bp", p=1, pf=[("medical", "high blood pressure; started amlodipine in October")]),
    M("10-22", "12:30", "roz", "Mostly just avoid holding your breath when you push and no long upside-down stuff. Get up slowly from lying down since that pill can make you a bit dizzy.", re="g_bp"),
    M("10-29", "11:50", "gus", "BEV AND I ARE GOING TO FLORIDA FOR JANUARY AND FEBRUARY. CAN YOU WRITE ME A PROGRAM TO DO DOWN THERE. NOTHING FANCY. NO MACHINES.",
      k="g_fl", p=1, a=("write Gus a no-equipment home programme for Florida", "roz", "12-24"), pf=[("availability", "in Florida for January and February 2025")]),
    M("10-29", "12:15", "roz", "Absolutely. I'll have it ready before Christmas, with videos.", re="g_fl"),
    M("11-05", "10:40", "gus", "SNOW TIRES ARE ON. KNEE IS ON. SEE YOU AT 10:30.", pn=1, sn=1, s=["s16"]),
    M("11-12", "12:00", "gus", "KNELT IN THE GARDEN TO PLANT BEV'S TULIP BULBS. NO SWEARING. WELL A LITTLE. THANK YOU ROZ", s=["s16"]),
    M("11-12", "12:20", "roz", "GUS!!! That's huge. Bring me a tulip in the spring."),
])

# ---------------------------------------------------------------- c07 Kiki (heavy emoji, marathoner)
chat("c07", "Keiko Tanaka", "direct", ["roz", "kiki"], "kiki", [
    M("09-18", "19:02", "kiki", "Heyyy Roz!! 👋😊 Bev from reformer said you do privates?? I'm training for the Hartford Marathon 🏃‍♀️🏃‍♀️ Oct 12 and my hamstrings are SCREAMING 😭😭 also plantar fasciitis on my left foot 🦶🔥",
      k="k_intro", p=1, pf=[("goal", "running the Hartford Marathon on Oct 12"), ("injury", "very tight hamstrings"), ("injury", "plantar fasciitis in the left foot")], s=["s17"]),
    M("09-18", "19:30", "roz", "Hi Kiki! Yes 😊 Sounds like we should get you in before the taper. What days can you do?", re="k_intro", sc=1),
    M("09-18", "19:33", "kiki", "Lunchtimes!!! 🥪 I work downtown, 12-1 is my only free window Mon-Thu 🙏", p=1, sc=1, tc="12-1pm Monday to Thursday", pf=[("availability", "only free at lunch 12-1, Monday to Thursday")], k="k_lunch"),
    M("09-18", "19:50", "roz", "Wednesday 12:10 - 12:55?", re="k_lunch", sc=1, k="k_wed"),
    M("09-18", "19:51", "kiki", "YES 🎉🎉🎉", re="k_wed", sc=1, d="Kiki's private sessions are Wednesdays 12:10"),
    M("09-25", "13:05", "kiki", "Omg that was amazing 🤩 my hips are OPEN 🔓 can I do the foot thing at my desk??", p=1),
    M("09-25", "13:20", "roz", "Yes! Rolling a frozen water bottle under the foot, 5 min, twice a day.", a=("roll a frozen water bottle under her left foot 5 min twice a day", "kiki", None)),
    M("10-01", "08:40", "kiki", "Random q 🤔 I'm vegan 🌱 and my running club says I need more protein for recovery 💪 do you know anyone?? 🥦", k="k_veg", p=1, pf=[("diet", "vegan; running club says she needs more protein")]),
    M("10-01", "09:30", "roz", "I have a sports dietitian I love, Nadia Chiasson. She works with lots of plant-based athletes. I'll text you her number.", re="k_veg", a=("text Kiki the sports dietitian Nadia Chiasson's number", "roz", None)),
    M("10-09", "12:58", "kiki", "Last session before the race!!! 😱😱😱 nervous 😬🙈", s=["s17"]),
    M("10-13", "16:20", "kiki", "I DID IT 🏅🏅🏅 3:52!!!! 😭😭😭 hamstrings held up 🙌 foot hurts a lot tho 😅🦶", p=1, pf=[("injury", "left foot painful after the marathon")], s=["s17"], q=["q_kiki"]),
    M("10-13", "17:00", "roz", "KIKI!!! 🎉 Amazing. Rest that foot this week. Let's skip Wednesday and restart the week after.", d="Kiki skips the Oct 16 session to rest after the marathon"),
    M("10-22", "11:30", "kiki", "Ok so foot is still grumpy 😤 doc says I should avoid running 3 weeks 😭 can we do 2 sessions this week instead?? Weds + Thurs lunch?? 🙏🙏",
      k="k_two", p=1, sc=1, tc="Wednesday and Thursday lunch", pf=[("medical", "doctor says no running for 3 weeks after the marathon (from Oct 22)")]),
    M("10-22", "12:00", "roz", "I can do Wed 12:10, but Thursday I only have 12:30. That ok?", re="k_two", sc=1, k="k_thu"),
    M("10-22", "12:02", "kiki", "12:30 Thursday works 👍👍", re="k_thu", sc=1, d="Kiki adds an extra session Thursday Oct 24 at 12:30"),
    M("10-30", "09:15", "kiki", "🚨🚨🚨 HELP 🚨🚨🚨 what do I dress up as for the office Halloween thing tomorrow 🎃👻 I need ideas NOW 😂", pn=1, sn=0),
    M("10-30", "09:40", "roz", "A reformer. Lie on a long table and groan."),
    M("10-30", "09:41", "kiki", "😂😂😂😂 stoppp"),
    M("11-06", "13:10", "kiki", "Question 🙋‍♀️ Do you sell the grip socks with the toes?? 🧦 my old ones have holes 🕳️", k="k_socks", p=1, s=["s26"]),
    M("11-06", "13:30", "roz", "We do, but we're out of small right now. Tasha's ordering more, should be in by next week.", re="k_socks", s=["s26"]),
    M("11-13", "13:00", "kiki", "Got my socks 🧦💜 thanks! also I signed up for Boston qualifier in May 😱😱 Eugene marathon?? can we plan a spring block?? 🗓️",
      k="k_spring", p=1, pf=[("goal", "wants to run a Boston-qualifying marathon in May 2025 (Eugene)")], s=["s17", "s26"]),
    M("11-13", "13:40", "roz", "Let's plan it in January when your foot is 100%. For now keep Wednesdays going.", re="k_spring", d="Kiki's spring marathon training plan to be set up in January"),
])

# ---------------------------------------------------------------- c08 Farid (autocorrect errors, nurse shifts, diabetes)
chat("c08", "Farid Haddad", "direct", ["roz", "farid"], "farid", [
    M("09-21", "09:40", "farid", "Hi Roz, my wife game me your number. Im a nurse at the QE2 and work 12 hour shifts rotating, my doctor wants me to loose weight and my sugar is to high (type 2 diabetic since last year). I tried the gym but I hate it. Can Pilates help with that?",
      k="f_intro", p=1, pf=[("medical", "type 2 diabetes diagnosed in 2023"), ("goal", "lose weight and bring blood sugar down"), ("availability", "nurse at the QE2 on rotating 12-hour shifts"), ("preference", "hates the gym")], s=["s18"]),
    M("09-21", "10:20", "roz", "Hi Farid! Yes, it can be part of it, especially combined with walking. How does your rota work? Do you get it far in advance?", re="f_intro"),
    M("09-21", "11:05", "farid", "I get the rota 4 weeks ahead. Usually I have 3 days on 4 off. I can send you my days off every month and we book then?", p=1, sc=1, k="f_rota", pf=[("availability", "gets his rota four weeks ahead; usually 3 days on, 4 off")]),
    M("09-21", "11:30", "roz", "Perfect, send me your October days off and we'll put 2 sessions a week in.", re="f_rota", sc=1, d="Farid books two sessions a week around his monthly rota", a=("send Roz his October days off", "farid", None)),
    M("09-25", "22:10", "farid", "October off days: 1,2,3, 8,9,10, 15,16,17, 22,23,24, 29,30,31. Morning better, after night shifts I sleep til 2 so not before 3pm on the first day",
      k="f_oct", p=1, sc=1, tc=["mornings on days off", "not before 3pm on the first day off after nights"]),
    M("09-26", "08:15", "roz", "Booked you in: Oct 2, 9, 16, 23, 30 at 9am and Oct 3, 10, 17, 24, 31 at 9am too. Let me know if any clash.", re="f_oct", sc=1, d="Farid's October sessions: Wednesdays and Thursdays at 9am"),
    M("10-02", "10:15", "farid", "Good session! Question what should I eat before? I did it on empty stomach and felt shakey at the end", k="f_eat", p=1, pf=[("medical", "felt shaky doing a session on an empty stomach (blood sugar)")], s=["s18"]),
    M("10-02", "10:45", "roz", "Please don't come fasted with your diabetes! A small snack with some protein an hour before, like toast and peanut butter. And bring your glucose tabs to the studio just in case.", re="f_eat", a=("bring glucose tablets to sessions", "farid", None), s=["s18"]),
    M("10-09", "09:58", "farid", "Sorry runing late the bridge is jammed, there in 10", pn=1),
    M("10-16", "08:30", "farid", "Roz I have to cancel today and tomorow, they call me in for extra shift, the flu is every where at work", p=1, k="f_cx"),
    M("10-16", "08:45", "roz", "No worries, stay safe. Do you want to add a Saturday? I have the 19th at 11.", re="f_cx", sc=1, k="f_sat"),
    M("10-16", "13:00", "farid", "Saturday 11 yes plz", re="f_sat", sc=1, d="Farid's missed Oct 16/17 sessions replaced with Saturday Oct 19 at 11"),
    M("10-24", "10:10", "farid", "Good news my A1C went down from 8.1 to 7.4!! Doctor very happy. Also lost 4 kilo since September", p=1, pf=[("medical", "A1C dropped from 8.1 to 7.4 (Oct 2024)"), ("goal", "lost 4 kg since September")], s=["s18"], q=["q_a1c"]),
    M("10-24", "10:30", "roz", "Farid that's fantastic!! Well done. That's all you and the walking."),
    M("10-27", "19:20", "farid", "November days off: 4,5,6, 11,12,13, 18,19,20, 25,26,27. Same times ok? Also my knee is little bit sore on the stairs at work, the left one", k="f_nov", p=1, sc=1, pf=[("injury", "left knee slightly sore on stairs (late Oct)")]),
    M("10-28", "08:00", "roz", "Same pattern: I'll book the first and second day of each block at 9, except the 11th is Remembrance Day so let's do the 12th and 13th that week.", re="f_nov", sc=1, d="Farid's November sessions on the first two days of each block at 9am; Nov 12-13 instead of 11-12"),
    M("10-28", "08:05", "roz", "And we'll look at the knee on the 4th."),
    M("11-06", "21:30", "farid", "Hey do you know any good walking group in winter? Its getting dark to early for me and my wife dont like me walking alone after night shift", p=1, k="f_walk"),
    M("11-07", "09:00", "roz", "The Halifax Shopping Centre has a mall walkers group at 8am weekdays, or the Oval is lit till 10pm. Bev from my reformer class organises a Sunday walk too, I could introduce you?", re="f_walk", k="f_bev"),
    M("11-07", "12:00", "farid", "Yes pls introduce me to Bev", re="f_bev", a=("introduce Farid to Bev about the Sunday walk", "roz", None)),
    M("11-13", "10:05", "farid", "Thnk you for today. Knee feels much better with the new exercice"),
])
# ---------------------------------------------------------------- c09 Tuesday Reformer group
REF = ["roz", "peggy", "kiki", "joanne", "bev", "tom"]
chat("c09", "Tuesday 6pm Reformer 🌀", "group", REF, None, [
    M("09-16", "12:00", "roz", "Welcome back everyone to the fall session of Tuesday Reformer! 9 weeks from tomorrow, 6pm. Kiki is joining us, say hi 👋 Reminder: grip socks are mandatory on the reformers.", s=["s26"]),
    M("09-16", "12:20", "bev", "Welcome Kiki!! You'll love it. Fair warning, Tom grunts.", ),
    M("09-16", "12:31", "tom", "I exhale with purpose."),
    M("09-16", "13:02", "kiki", "Hiiii everyone 👋😊🌀 so excited!!"),
    M("09-17", "15:10", "joanne", "Hi Roz, I'm running a bit behind on the pack renewal, can I pay next week? Work has been a zoo. Also my right shoulder is still a bit cranky from the move so go easy on the arm springs with me please.",
      k="j_pay", p=1, pf=[("joanne", "injury", "right shoulder cranky since her house move")], s=["s11"]),
    M("09-17", "15:30", "roz", "Sure Joanne, next week's fine. And noted on the shoulder, I'll give you lighter springs.", re="j_pay", d="Joanne can pay her pack renewal next week", s=["s11"]),
    M("09-17", "20:05", "peggy", "Thank you for a lovely first class back, Rosalind. I have left my reading glasses on the windowsill by the reformer at the back, if anyone sees them.", p=1),
    M("09-17", "20:20", "roz", "Got them Peggy, they're at the front desk."),
    M("09-24", "07:50", "bev", "Morning all. Secret mission: Peggy's birthday is Oct 3. Card going round tonight, sign it when Peggy's in the changing room 🤫 (Peggy if you're reading this, no you aren't)"),
    M("09-24", "08:10", "kiki", "🤫🤫🤫🎂🎂"),
    M("09-24", "11:00", "tom", "Roz, my physio says no overhead pressing on the left side for a month. Rotator cuff. Thought you should know before tonight.", k="t_rc", p=1, pf=[("tom", "injury", "left rotator cuff problem; no overhead pressing on the left for a month (from Sept 24)")]),
    M("09-24", "11:30", "roz", "Thanks Tom, we'll modify. Everyone: if anything's changed with your body, message me before class like Tom did, it really helps.", re="t_rc"),
    M("09-26", "18:00", "roz", "Question for the group: the 5pm class before us is running over and it's a scramble to change over the springs. Would you be okay moving to 6:15 from October?",
      k="r_615q", sc=1, s=["s28"]),
    M("09-26", "18:20", "bev", "6:15 is fine for me.", re="r_615q", sc=1, s=["s28"]),
    M("09-26", "18:45", "joanne", "Works for me, I can actually get here without speeding down Robie.", re="r_615q", sc=1, s=["s28"]),
    M("09-26", "19:30", "tom", "Fine.", re="r_615q", s=["s28"], sc=1),
    M("09-27", "09:15", "peggy", "I have no objection, though it does mean getting home later. I shall manage.", re="r_615q", sc=1, pf=[("peggy", "preference", "prefers not to get home late in the evening")], s=["s28"]),
    M("09-27", "09:30", "kiki", "6:15 works for me too 👍", re="r_615q", s=["s28"], sc=1),
    M("09-27", "10:00", "roz", "Great, decided: Tuesday Reformer moves to 6:15 starting Oct 1. Ends 7:10.", k="r_615", sc=1, d="Tuesday Reformer moves from 6:00 to 6:15pm from Oct 1", s=["s28"]),
    M("10-01", "17:40", "kiki", "🚨 TRAFFIC DISASTER on the Macdonald bridge 🚨 might be 5 min late 😩", pn=1),
    M("10-01", "19:20", "joanne", "Paid the pack renewal, finally! $340 sent by e-transfer. Sorry for the delay Roz.", k="j_paid", s=["s11"]),
    M("10-02", "08:00", "roz", "Received, thanks Joanne!", re="j_paid"),
    M("10-04", "10:30", "peggy", "Thank you all for the beautiful card. I was quite overcome. And Kiki, the drawing of me on the reformer was very flattering."),
    M("10-08", "12:00", "roz", "Reminder: no class next Tuesday? Actually yes there is, Thanksgiving is Monday. Tuesday the 15th is ON as usual. Studio is closed Monday the 14th only.", k="r_tg", s=["s23"]),
    M("10-08", "12:15", "bev", "Phew, I need it after the turkey."),
    M("10-10", "20:15", "bev", "Social idea 💡 Now that we're all friends, potluck at my place after the last class of the session? Nov 12? Spouses welcome. Gus will make his chowder whether you like it or not.",
      k="b_pot", sn=1, s=["s10"]),
    M("10-10", "20:30", "kiki", "YES 🎉🍲🥧 I'll bring vegan brownies 🌱🍫", re="b_pot", s=["s10"]),
    M("10-10", "20:35", "tom", "I'll bring beer.", re="b_pot", s=["s10"]),
    M("10-11", "08:15", "joanne", "Count me in. I'll bring a salad so we can pretend.", re="b_pot", s=["s10"]),
    M("10-11", "09:00", "roz", "Love it, I'm in. I'll bring the wine 🍷", re="b_pot", s=["s10"]),
    M("10-11", "10:00", "peggy", "I should be delighted. I will need a lift home however.", re="b_pot", p=0, s=["s10"]),
    M("10-11", "10:15", "bev", "Gus will drive you Peggy, he doesn't drink on a school night 😄", s=["s10"]),
    M("10-15", "16:30", "tom", "Can't make tonight. Work trip to Calgary until Friday.", p=1),
    M("10-15", "17:00", "roz", "Thanks for letting me know Tom. I'll give your spot to the waitlist for tonight."),
    M("10-17", "14:00", "joanne", "Roz, I've been thinking. Now that it's darker, the 6:15 finish is really late for me with the kids' bedtime. Any chance we could go back to 6? I know I voted for it 🙈",
      k="j_back", p=1, sc=1, s=["s28"], pf=[("joanne", "availability", "needs to be home for her kids' bedtime; prefers finishing by 7")]),
    M("10-17", "15:30", "peggy", "I confess I would also prefer 6. The drive home is dark.", re="j_back", sc=1, s=["s28"]),
    M("10-17", "16:10", "roz", "I hear you. The 5pm class has been finishing on time lately. Unless anyone objects, we go back to 6:00 from Nov 5 (after the clocks change).", k="r_6back", sc=1, s=["s28"]),
    M("10-18", "09:00", "kiki", "6 is fine for me 👍", re="r_6back", s=["s28"], sc=1),
    M("10-18", "10:40", "bev", "Fine by me.", re="r_6back", s=["s28"], sc=1),
    M("10-19", "11:00", "roz", "OK, confirmed: back to 6pm from Nov 5. Oct 22 and 29 stay at 6:15.", k="r_6", sc=1, d="Tuesday Reformer goes back to 6:00pm from Nov 5 (Oct 22 and 29 stay 6:15)", rv="r_615", s=["s28"], q=["q_reftime"]),
    M("10-22", "08:30", "kiki", "Can't do class tonight 😭 foot is still bad, doc says rest 🦶", p=1, pf=[("kiki", "injury", "left foot still sore after the marathon (Oct 22)")]),
    M("10-22", "09:00", "roz", "Rest up Kiki. I'll move your credit to next week."),
    M("10-29", "19:30", "bev", "Tonight was brutal in the best way. Who's doing the Sunday walk at Point Pleasant? 10am, meet at the Tower Road lot.", k="b_walk", sn=1),
    M("10-29", "19:50", "tom", "I'm in.", re="b_walk"),
    M("10-30", "08:20", "joanne", "Not this week, soccer tournament. Also Roz, am I right that I have 2 classes left on my pack? I lost track.", k="j_left", p=1, s=["s11"]),
    M("10-30", "09:00", "roz", "You have 3 left, Joanne: the pack started Oct 1 and you've done 7 of 10.", re="j_left", s=["s11"]),
    M("11-04", "19:00", "roz", "Reminder: back to 6pm tomorrow! Don't come at 6:15 or you'll miss the footwork 😉", s=["s28"], sn=1),
    M("11-05", "18:02", "tom", "URGENT: who moved the foam rollers", pn=1),
    M("11-05", "18:03", "bev", "Tom we're all in the same room. Turn around."),
    M("11-07", "12:00", "bev", "Potluck is ON for next Tuesday the 12th after class, 7pm, 23 Oakland Road. Sign up sheet: Joanne salad, Kiki brownies, Tom beer, Roz wine, Gus chowder. Peggy you bring yourself.", k="b_pot2", sn=1, s=["s10"]),
    M("11-07", "13:10", "peggy", "I shall bring shortbread, whether asked or not.", re="b_pot2", s=["s10"]),
    M("11-08", "17:00", "roz", "Heads up for the winter session (Jan 7 - Mar 11): prices go up to $36/class or $330 for a 10-pack. Current packs stay valid. Registration opens Dec 1.", d="Winter session Jan 7 - Mar 11; reformer class price $36 or $330 per 10-pack; registration opens Dec 1", s=["s19"]),
    M("11-08", "17:30", "tom", "Worth it.", pn=0),
    M("11-08", "18:00", "joanne", "Is there an early bird? Asking for a friend (me).", p=1, k="j_eb", s=["s19"]),
    M("11-08", "18:30", "roz", "Ha. 10% off if you register by Dec 8.", re="j_eb", d="Winter session early-bird: 10% off if registered by Dec 8", s=["s19"]),
    M("11-12", "22:30", "bev", "Thanks for coming everyone!! Kiki's brownies are a menace. Peggy got home safe, Gus reports.", s=["s10"]),
    M("11-13", "08:00", "roz", "Best potluck ever. See you all in January! I'll send the registration link on Dec 1.", a=("send the winter session registration link to the reformer group", "roz", "12-01"), s=["s10"]),
])
# ---------------------------------------------------------------- c10 Teacher training cohort
TT = ["roz", "mei", "owen", "aisling", "jordan", "jess"]
chat("c10", "Mat Teacher Training 2024", "group", TT, None, [
    M("09-16", "10:00", "roz", "Welcome to the 2024 Mat Teacher Training cohort! Jess is co-teaching and mentoring. Module weekends: Sept 21, Oct 5, Oct 19, Nov 2, Nov 16 (Saturdays 9-4). Plus Zoom anatomy on Thursday evenings 7-8:30. Please read chapters 1-3 of 'Pilates Anatomy' before Saturday.",
      a=("read chapters 1-3 of Pilates Anatomy before the first module", None, "09-21"), d="Training modules are Saturdays Sept 21, Oct 5, Oct 19, Nov 2, Nov 16 (9-4) plus Thursday Zoom anatomy 7-8:30", s=["s08"]),
    M("09-16", "10:30", "mei", "Thank you Roz. Is the book available at the library or should we purchase it? I would like to confirm before ordering.", k="tt_book", p=1, s=["s08"]),
    M("09-16", "10:45", "jess", "I have two spare copies, Mei, you can borrow one. First come first served for the other!", re="tt_book", s=["s08"]),
    M("09-16", "11:02", "jordan", "dibs on the other one lol", re="tt_book"),
    M("09-16", "14:30", "aisling", "Hiya everyone, Aisling here, I'm from Galway originally but in Halifax two years now, I did yoga teacher training back home so the Pilates bit is all new to me and I'm half terrified half delighted. Looking forward to meeting you all Saturday!"),
    M("09-16", "15:00", "owen", "Hi all. Quick question, is there parking near the studio on Saturdays? I'm coming from Bedford.", k="tt_park", p=1),
    M("09-16", "15:20", "roz", "Free street parking on Saturdays on Windsor St, and the lot behind the building is free after 6pm and all weekend.", re="tt_park"),
    M("09-19", "20:45", "roz", "Great first Zoom tonight! Homework for Saturday: bring a list of 3 muscles you can't pronounce. I'm serious.", a=("bring a list of 3 muscles they can't pronounce to the Saturday module", None, "09-21")),
    M("09-19", "20:50", "jordan", "quadratus lumborum. done. next", ),
    M("09-21", "17:10", "owen", "That was a lot. In a good way. Is there a reading for next time?", p=1, k="tt_read2", s=["s08"]),
    M("09-21", "17:45", "roz", "Chapters 4-6 before Oct 5, and start logging observation hours: 20 hours of watching classes by the final exam. Sign-in sheet is at the front desk.", re="tt_read2", a=[("read chapters 4-6 before the Oct 5 module", None, "10-05"), ("log 20 observation hours before the final exam", None, None)], s=["s08"]),
    M("09-22", "09:00", "mei", "I have made a shared spreadsheet for observation hours so we can see which classes have space: link in bio lol no, here: docs.google.com/obs-hours-tt24", k="tt_sheet"),
    M("09-22", "09:20", "aisling", "Mei you're a legend", re="tt_sheet"),
    M("09-25", "21:10", "owen", "Roz is it ok if I observe Marco's Saturday class? I can't make any weekday ones, I work 8-5 in Dartmouth.", k="tt_marco", p=1, sc=0),
    M("09-25", "21:30", "roz", "Yes! Marco's happy to have observers. Just tell him beforehand.", re="tt_marco", a=("tell Marco before observing his Saturday class", "owen", None)),
    M("10-03", "20:40", "aisling", "Ah lads I'm in bits, Zoom froze on me for the last half hour, did I miss much? I'm after missing the whole bit on the psoas I think", p=1, k="tt_zoom"),
    M("10-03", "20:55", "jess", "I'll send you the recording Aisling, it's in the shared drive tomorrow.", re="tt_zoom", a=("send Aisling the Zoom recording", "jess", "10-04")),
    M("10-05", "16:45", "roz", "Important: every trainee needs a current Standard First Aid + CPR-C certificate before the final practical. St John Ambulance runs them on weekends. Send me a copy when you have it.",
      a=("get Standard First Aid + CPR-C certification and send Roz a copy before the final practical", None, None), s=["s25"]),
    M("10-05", "17:00", "jordan", "wait does the lifeguard one count? i have NLS", p=1, k="tt_nls", s=["s25"]),
    M("10-05", "17:30", "roz", "NLS includes first aid and CPR, so yes, as long as it's current. Send me a photo.", re="tt_nls", s=["s25"], a=("send Roz a photo of the NLS certificate", "jordan", None)),
    M("10-06", "12:00", "owen", "I've booked the St John course for Oct 26-27. Anyone want to come with me? It's in Dartmouth.", s=["s25"], a=None, sn=1),
    M("10-06", "12:15", "mei", "Yes, I will join you. Registering now.", s=["s25"]),
    M("10-10", "19:00", "roz", "Exam dates! Written anatomy exam on Zoom Thursday Nov 21, practical teaching exam Saturday Nov 30. Each of you teaches a 20 minute mini class to real people. Jess and I assess.",
      k="tt_exam", d="Written anatomy exam Thursday Nov 21 on Zoom; practical teaching exam Saturday Nov 30", s=["s07"]),
    M("10-10", "19:15", "aisling", "Oh Jaysus. Grand. Grand. Totally grand.", re="tt_exam"),
    M("10-10", "19:22", "jordan", "who are the real people lol do we bring our own", k="tt_ppl", p=1, s=["s07"]),
    M("10-10", "19:40", "roz", "Each of you brings 2 volunteers. Friends, family, partners who complain about their backs. Please confirm names by Nov 16.", re="tt_ppl", a=("confirm names of 2 volunteers for the practical exam", None, "11-16"), s=["s07"]),
    M("10-17", "20:35", "mei", "Roz, could I book extra time with you for the spine articulation cueing? I still feel unsure. I can do any weekday evening after 6 or Sunday.",
      k="tt_mei", p=1, sc=1, tc=["weekday evenings after 6", "Sundays"]),
    M("10-17", "21:00", "roz", "Let's do Sunday Oct 27 at 2pm, anyone else who wants to join is welcome. Group mentoring, free.", re="tt_mei", sc=1, d="Free group mentoring session on cueing, Sunday Oct 27 at 2pm", k="tt_sun"),
    M("10-17", "21:10", "owen", "Can't on the 27th, that's the CPR course. Is there another option?", re="tt_sun", p=1, sc=1, s=["s25"]),
    M("10-17", "21:30", "jess", "I can run a second one on Wednesday the 30th at 7pm for anyone who can't make Sunday.", sc=1, k="tt_wed"),
    M("10-17", "21:35", "owen", "Wednesday the 30th works. Thanks Jess.", re="tt_wed", sc=1, d="Jess runs a second mentoring session Wednesday Oct 30 at 7pm"),
    M("10-19", "16:50", "jordan", "EMERGENCY i left my water bottle at the studio and it has my entire personality on it (stickers)", pn=1),
    M("10-19", "17:00", "jess", "It's safe. I put it in lost and found with the 14 other water bottles."),
    M("10-24", "20:50", "roz", "Reminder that module 4 on Nov 2 will be at the Dartmouth community room, NOT the studio, because the floor refinishing is happening that weekend. Address: 59 Ochterloney St.",
      d="Nov 2 module held at the Dartmouth community room (59 Ochterloney St) because of floor refinishing", k="tt_dart", s=["s31"]),
    M("10-24", "21:00", "aisling", k="tt_skel", text="Can someone bring the skeleton? Bony Tony has to come with us surely", a=("bring the skeleton model to the Dartmouth venue", None, "11-02")),
    M("10-24", "21:15", "jess", "I'll bring Tony. He rides shotgun.", re="tt_skel", a=("bring the skeleton model (Tony) to Dartmouth on Nov 2", "jess", "11-02")),
    M("10-28", "18:00", "roz", "Change of plan: the floor refinishing was postponed to December, so Nov 2 is back at the studio as usual. Sorry for the back and forth!", k="tt_back", d="Nov 2 module back at the studio; floor refinishing postponed to December", rv="tt_dart", s=["s31"]),
    M("10-28", "18:20", "owen", "Good, I hadn't figured out the ferry yet."),
    M("11-02", "16:30", "owen", "Roz, I have to be honest, I'm worried I won't have 20 observation hours by the exam. I have 11. Can I finish them in December?", k="tt_owen", p=1, s=["s07"]),
    M("11-02", "17:00", "roz", "Yes, Owen, you can sit the exam and finish observation hours by Dec 31. Certification gets issued once they're in.", re="tt_owen", d="Owen may finish observation hours by Dec 31; certification issued after"),
    M("11-04", "19:10", "jess", "Heads up, I have a family thing on Nov 30, can we move the practical exam? Sorry Roz 😬", k="tt_jess", p=1, sc=1, s=["s07"]),
    M("11-04", "19:40", "roz", "Hmm. Dec 7 is the only other Saturday I can do. Everyone OK with Saturday December 7 for the practical?", sc=1, k="tt_dec7q", s=["s07"]),
    M("11-04", "19:45", "mei", "Dec 7 is fine.", re="tt_dec7q"),
    M("11-04", "19:50", "jordan", "ya works", re="tt_dec7q"),
    M("11-04", "20:30", "aisling", "Dec 7 is grand, I'll have to tell my volunteers but they're only my flatmates so they've no life anyway", re="tt_dec7q"),
    M("11-05", "07:45", "owen", "Works for me.", re="tt_dec7q"),
    M("11-05", "08:30", "roz", "Confirmed: practical exam is Saturday December 7, 9am-1pm. Written exam stays Thursday Nov 21.", sc=1, d="Practical exam moved to Saturday Dec 7, 9am-1pm; written exam stays Nov 21", rv="tt_exam", s=["s07"], q=["q_exam"]),
    M("11-14", "21:00", "aisling", "Is the written exam open book? Asking for a very nervous Irish woman", p=1, k="tt_ob", s=["s07"]),
    M("11-14", "21:20", "roz", "Closed book, 40 multiple choice + 3 short answer. It's all from the Thursday Zoom material.", re="tt_ob", s=["s07"]),
    M("11-16", "16:45", "roz", "Last module done! So proud of this group. Please get me your volunteer names by tonight if you haven't already."),
    M("11-16", "17:30", "jordan", "drinks at the Old Triangle anyone? 7ish", sn=1, k="tt_drinks", s=["s10"]),
    M("11-16", "17:35", "mei", "Yes!", re="tt_drinks"),
    M("11-16", "17:40", "jess", "I'm in. Roz?", re="tt_drinks", p=1),
    M("11-16", "17:50", "roz", "One drink, then I'm going home to sleep for a week 😂", re="tt_drinks"),
])
# ---------------------------------------------------------------- c11 Studio team group
TEAM = ["roz", "jess", "marco", "tasha"]
chat("c11", "Tidewater Team", "group", TEAM, None, [
    M("09-16", "08:00", "roz", "Morning team! Fall schedule starts today. Big things this term: 1) we're looking at replacing Mindbody, 2) two new reformers ordered from Coreline, 3) teacher training starts Saturday. Let's have a quick team meeting this week, Thursday 1pm work for everyone?",
      k="tm_meet", sc=1, s=["s20", "s05"]),
    M("09-16", "08:20", "jess", "Thursday 1 is good", re="tm_meet", sc=1),
    M("09-16", "08:45", "marco", "I teach the 12:15 Thursday, can we do 1:30?", re="tm_meet", sc=1, p=1, tc="after 1:15 on Thursday", k="tm_130"),
    M("09-16", "09:00", "tasha", "1:30 works for me too", re="tm_130", sc=1),
    M("09-16", "09:10", "roz", "1:30 Thursday it is, in the small studio. I'll bring lunch.", re="tm_130", sc=1, d="Team meeting Thursday Sept 19 at 1:30 in the small studio"),
    M("09-19", "15:00", "roz", "Notes from today: Tasha will get demos from Momence and Arketa by end of next week. Jess is taking over the Thursday 11am Gentle Mat permanently. Marco keeps Saturdays. Everyone please put your holiday requests for Nov/Dec in the shared calendar by Oct 1.",
      a=[("get demos from Momence and Arketa booking systems", "tasha", "09-27"), ("put Nov/Dec holiday requests in the shared calendar", None, "10-01")], d="Jess takes over the Thursday 11am Gentle Mat class permanently; Marco keeps Saturdays", s=["s20"]),
    M("09-19", "15:10", "marco", "Holiday request incoming: Italy Nov 18 to Dec 2, my sister's wedding 🇮🇹", p=1, k="tm_italy", s=["s09"]),
    M("09-19", "15:30", "roz", "Congrats to your sister! We'll sort cover closer to the time.", re="tm_italy", a=("arrange cover for Marco's classes Nov 18 - Dec 2", "roz", None), s=["s09"]),
    M("09-24", "10:15", "tasha", "FYI the towel service is now charging $20 more a month. I've got the new contract, need your signature Roz, it's on your desk.", p=1, a=("sign the new towel service contract", "roz", None)),
    M("09-27", "16:00", "tasha", "Both demos done. Momence is cheaper ($129/mo vs $199) and does the waiver forms digitally, which would save me SO much paper. Arketa looks nicer. My vote is Momence.", k="tm_demo", p=1, s=["s20", "s22"]),
    M("09-27", "16:30", "jess", "Does Momence let clients book the reformer by machine number? People fight over #4 by the window", re="tm_demo", s=["s20"]),
    M("09-27", "17:05", "tasha", "It does!", re=None),
    M("09-30", "09:00", "roz", "OK let's go with Momence. Tasha, please start the migration, target go-live Nov 1. We run both in parallel for October.", k="tm_momence", d="Switch from Mindbody to Momence; go-live Nov 1 with October in parallel", a=("start the Momence migration", "tasha", "11-01"), s=["s20"]),
    M("10-01", "07:30", "marco", "Holiday calendar updated. Also anyone need a Sunday sub? I'm broke after buying flights 😅", sn=0, s=["s09"]),
    M("10-03", "12:00", "jess", "Reminder: the Thanksgiving closure notice needs to go up. Someone should post it on the door and Instagram.", a=("post the Thanksgiving closure notice on the door and Instagram", None, None), s=["s23", "s24"]),
    M("10-03", "12:30", "tasha", "On it, I'll do both today.", a=("post the Thanksgiving closure notice on the door and Instagram", "tasha", "10-03"), s=["s23", "s24"]),
    M("10-03", "14:10", "tasha", "Posted: studio closed Monday Oct 14 for Thanksgiving, all other days normal.", d="Studio closed Monday Oct 14 for Thanksgiving, otherwise normal", s=["s23"]),
    M("10-08", "18:10", "jess", "Reformer 3 has a frayed spring, the red one on the left. I taped a DO NOT USE sign on it. Class was fine on the others.", k="tm_spring", p=1, s=["s04"]),
    M("10-08", "18:40", "roz", "Thanks Jess. I'll call Dev at Coreline tomorrow for a replacement. Nobody use #3 until then.", re="tm_spring", a=("call Dev at Coreline about a replacement spring for reformer 3", "roz", "10-09"), d="Reformer 3 out of use until the spring is replaced", s=["s04"]),
    M("10-10", "11:00", "tasha", "Photo question. I want to post class photos on Instagram more. Do we have consent from everyone? I don't think the old waiver covers it.", k="tm_photo", p=1, s=["s24", "s22"]),
    M("10-10", "11:40", "roz", "It doesn't. Add a photo consent checkbox to the Momence waiver, default NO. Until then, only post photos of people who've said yes in writing. And never Maddie W, her mum asked.", re="tm_photo", d="Add an opt-in photo consent checkbox to the waiver; only post photos with written consent; never post Maddie W", a=("add a photo consent checkbox (default no) to the Momence waiver", "tasha", None), s=["s24", "s22"], pf=[("maddie", "preference", "must not be photographed for social media")]),
    M("10-15", "07:45", "marco", "🔥🔥 the 7am class was on FIRE today, 14 people, new record", pn=1),
    M("10-21", "06:50", "jess", "Roz the heat is off in the studio. It's 12 degrees in here. Thermostat says 'heat on' but nothing's coming out. I have 9 people for the 7:30.", k="tm_heat", p=1, s=["s03"]),
    M("10-21", "06:58", "roz", "Ugh. Do the 7:30 as a flow-y warm class in the small studio with the space heater, cancel the 9:30 reformer. I'll call Bill.", re="tm_heat", d="Oct 21: 7:30 class moved to the small studio with a space heater; 9:30 reformer cancelled", a=("call Bill the landlord about the furnace", "roz", "10-21"), s=["s03"]),
    M("10-21", "07:05", "tasha", "I'll email everyone booked in the 9:30 and offer a credit.", a=("email 9:30 reformer bookings about the cancellation and offer a credit", "tasha", "10-21"), s=["s03"]),
    M("10-21", "12:30", "roz", "Bill says the furnace guy can't come till Wednesday morning. We'll run Tuesday classes with space heaters and tell people to bring layers. If it's below 15 we cancel.", d="Until the furnace is fixed, run classes with space heaters; cancel if below 15 degrees", s=["s03"]),
    M("10-22", "17:00", "marco", "Borrowed two more heaters from my cousin, they're in the back.", s=["s03"]),
    M("10-23", "11:30", "roz", "Furnace fixed! Blower motor. Bill's paying. Thank you all for being troupers.", s=["s03"], q=["q_furnace"]),
    M("10-24", "09:00", "tasha", "Momence update: the client import has errors, about 60 clients have duplicate profiles. Support says 2 weeks to fix. I don't think Nov 1 is realistic. Nov 15?", k="tm_mom2", p=1, s=["s20"]),
    M("10-24", "09:45", "roz", "Agreed, let's push go-live to Nov 15. Keep Mindbody running until then, I'll pay the extra month.", re="tm_mom2", d="Momence go-live pushed to Nov 15; keep Mindbody until then", rv="tm_momence", s=["s20"], q=["q_momence"]),
    M("10-25", "13:00", "roz", "Marco: your First Aid cert expires Nov 30 according to my records. Can you renew before Italy?", k="tm_fa", a=("renew First Aid certification before leaving for Italy", "marco", "11-17"), s=["s25"]),
    M("10-25", "13:30", "marco", "Booked for Sunday Nov 10, St John Ambulance.", re="tm_fa", s=["s25"]),
    M("10-29", "20:00", "jess", "Staff Christmas thing? I vote we do something that isn't a bar this year.", s=["s10"], k="tm_xmas", sn=1),
    M("10-29", "20:15", "tasha", "Skating at the Oval then hot chocolate? 🥹", re="tm_xmas", s=["s10"]),
    M("10-29", "20:20", "marco", "I'm back Dec 2 so any time after that", re="tm_xmas", s=["s10"]),
    M("10-30", "08:00", "roz", "Skating + dinner at my place after, Saturday Dec 14. My treat.", re="tm_xmas", d="Staff Christmas party: skating at the Oval then dinner at Roz's, Saturday Dec 14", s=["s10"], sn=1),
    M("11-01", "10:00", "tasha", "Small sizes of the grip socks are sold out, medium almost. Should I reorder 48 pairs, same supplier?", k="tm_socks", p=1, s=["s26"]),
    M("11-01", "10:30", "roz", "Yes, 48, mix of small and medium. And try the black ones this time, the white ones look grim after a month.", re="tm_socks", d="Reorder 48 pairs of grip socks (small/medium), switch to black", a=("reorder 48 pairs of black grip socks, small and medium", "tasha", None), s=["s26"]),
    M("11-06", "16:00", "roz", "Coreline emailed: the two new reformers are delayed, now arriving Nov 20 instead of today. So no new schedule until after that. Sorry to those who were excited about the 8am reformer.", k="tm_ref", s=["s05"], q=["q_reformer"]),
    M("11-06", "16:20", "jess", "Noooo. OK. I'll tell my 8am mat people it's still mat for now.", re="tm_ref", a=("tell the 8am mat class the reformer version is delayed", "jess", None)),
    M("11-07", "09:15", "tasha", "Who's covering Marco's Saturday 10am while he's away? I need to put it in Momence.", k="tm_cover", p=1, sn=1, s=["s09"]),
    M("11-07", "09:40", "jess", "I can do Nov 23 and 30. Not Nov 16 obviously since Marco's still here.", re="tm_cover", sn=1, a=("cover Marco's Saturday 10am class on Nov 23 and 30", "jess", None), s=["s09"], q=["q_cover"]),
    M("11-07", "10:00", "roz", "Thanks Jess. Jess covers Saturdays 10am Nov 23 and 30. Tasha please put it in.", re="tm_cover", d="Jess covers Marco's Saturday 10am class on Nov 23 and 30", a=("enter Jess as the cover for Saturday 10am Nov 23 and 30 in Momence", "tasha", None), s=["s09"], q=["q_cover"]),
    M("11-12", "18:00", "marco", "BREAKING NEWS: someone left a whole lasagna in the staff fridge. Is it anyone's. If not it's mine in 1 hour", pn=1),
    M("11-12", "18:05", "jess", "That's mine!!! Potluck tonight!! DON'T", pn=1, s=["s10"]),
    M("11-15", "09:00", "tasha", "Momence is LIVE 🎉 Clients got the email. Mindbody cancelled effective end of the month.", pn=1, s=["s20"], q=["q_momence"]),
    M("11-15", "09:30", "roz", "Tasha you're a star. Everyone: please check your class rosters in Momence today and tell Tasha about anything weird.", a=("check class rosters in Momence and report problems to Tasha", None, "11-15"), s=["s20"]),
    M("11-15", "12:00", "marco", "My Saturday roster shows 0 people but I know 11 are booked", p=0, a=None, s=["s20"]),
    M("11-15", "12:20", "tasha", "Fixing, it's the time zone setting. Give me 10 min."),
])
# ---------------------------------------------------------------- c12 Jess (instructor)
chat("c12", "Jess Arsenault", "direct", ["roz", "jess"], None, [
    M("09-17", "21:10", "jess", "hey! random thought after tonight, would you ever be up for me starting a prenatal class? i did the course in the summer and there's like nothing in the north end", k="js_pre", p=1),
    M("09-18", "08:30", "roz", "I love this. Let's talk properly at the team meeting, or grab a coffee before? Wednesday 2pm at Lion & Bright?", re="js_pre", sc=1, k="js_cof"),
    M("09-18", "08:45", "jess", "wed 2 works ☕", re="js_cof", sc=1, d="Roz and Jess meet for coffee Wednesday 2pm at Lion & Bright to discuss a prenatal class"),
    M("09-18", "16:00", "roz", "Great chat. Let's pilot prenatal as a 6-week series starting Nov 6, Wednesdays 6:30pm. Can you write a blurb and a price proposal by Oct 1?", d="Pilot a 6-week prenatal series Wednesdays 6:30pm from Nov 6, taught by Jess", k="js_pilot", a=("write a blurb and price proposal for the prenatal series", "jess", "10-01")),
    M("09-30", "22:05", "jess", "blurb + pricing in your inbox! i said $120 for 6 weeks, $100 early bird. lmk", p=1, s=["s19"]),
    M("10-01", "09:00", "roz", "Perfect, approved. Send to Tasha to load in.", d="Prenatal series price $120 for 6 weeks, $100 early bird", a=("send the prenatal blurb and pricing to Tasha to load in", "jess", None), s=["s19"]),
    M("10-04", "06:10", "jess", "roz i'm so sorry, woke up with a fever and sore throat, can't teach the 7:30 today. can you cover or should i cancel?", k="js_sick", p=1, s=["s09"]),
    M("10-04", "06:20", "roz", "Feel better! I'll cover it. Stay home.", re="js_sick", d="Roz covers Jess's 7:30 class on Oct 4", s=["s09"]),
    M("10-04", "06:21", "jess", "ur the best 🥲"),
    M("10-15", "13:00", "jess", "ok so i need to ask something awkward. my rent is going up in january and i was wondering if there's any room to bump my class rate? i'm at $40 and i've been here 3 years", k="js_pay", p=1, s=["s27"]),
    M("10-15", "15:30", "roz", "Not awkward at all. Let me look at the numbers this week and come back to you by Friday.", re="js_pay", a=("look at the numbers and reply to Jess about her rate", "roz", "10-18"), s=["s27"]),
    M("10-18", "17:00", "roz", "OK: $44 a class from November, and $48 for reformer. You're worth more but that's what the budget does right now. Let's revisit in spring.", d="Jess's rate goes to $44/class and $48/reformer class from November; revisit in spring", s=["s27"], q=["q_jess"]),
    M("10-18", "17:10", "jess", "thank you!!! that genuinely helps so much 💛"),
    M("10-26", "10:00", "jess", "only 3 signups for prenatal so far 😬 do we still run it? min was 5 right", k="js_min", p=1),
    M("10-26", "11:00", "roz", "Let's give it till Nov 1. I'll ask Priya if she knows anyone from her baby group, and post on the North End moms Facebook group.", re="js_min", a=[("ask Priya about prenatal class referrals from her baby group", "roz", "11-01"), ("post the prenatal series on the North End moms Facebook group", "roz", "11-01")]),
    M("11-01", "19:00", "jess", "7 signups!!! we're on 🎉🤰", pn=1),
    M("11-01", "19:05", "roz", "Amazing!! It's happening."),
    M("11-08", "14:00", "roz", "Jess, I'm at the Pilates conference in Toronto Nov 22-24. Could you teach my Friday 7:30 and Saturday 9am reformer that weekend?", k="js_conf", sn=1, s=["s09"]),
    M("11-08", "14:30", "jess", "friday yes, saturday 9 i'm already covering marco at 10 so back to back is fine. yes to both", re="js_conf", d="Jess covers Roz's Friday 7:30 and Saturday 9am reformer on Nov 22-23", a=("teach Roz's Friday 7:30 and Saturday 9am reformer on Nov 22-23", "jess", "11-22"), s=["s09"]),
    M("11-13", "20:40", "jess", "first prenatal class was sooo lovely. one lady is 38 weeks and did everything 😂 btw can we get 4 more of the wedge cushions? we only have 3", k="js_wedge", p=1, a=("order 4 more wedge cushions", None, None)),
    M("11-14", "08:00", "roz", "Yes, I'll add them to the Coreline order.", re="js_wedge", a=("add 4 wedge cushions to the Coreline order", "roz", None)),
])

# ---------------------------------------------------------------- c13 Marco (instructor)
chat("c13", "Marco Bellini", "direct", ["roz", "marco"], None, [
    M("09-21", "12:15", "marco", "Ciao Roz, the Saturday 10 was full, 16 people, we needed to turn away 3. Maybe we open a 11:15 also? I can teach it.", k="mb_1115", p=1),
    M("09-21", "13:00", "roz", "Let's try it for October and see if it fills. Saturdays 11:15 mat with you.", re="mb_1115", d="Add a Saturday 11:15 mat class with Marco for October as a trial"),
    M("09-28", "18:00", "marco", "My invoice for September is in your email. Sorry is late, I was at Lunenburg for the weekend.", s=["s27", "s11"], a=None, p=1),
    M("09-30", "09:00", "roz", "Got it, paid today. Thanks Marco!", s=["s27", "s11"]),
    M("10-05", "19:30", "marco", "Roz, can I swap my Sunday 9am on 13 October with you? Is Thanksgiving weekend and my partner family is in Antigonish.", k="mb_swap", p=1, sn=1, s=["s09"]),
    M("10-05", "20:10", "roz", "Sure, I'll take the 13th. You take my Sunday the 20th?", re="mb_swap", sn=1, k="mb_swap2", s=["s09"]),
    M("10-05", "20:15", "marco", "Deal 🤝", re="mb_swap2", sn=1, d="Roz teaches Marco's Sunday 9am on Oct 13; Marco teaches Roz's on Oct 20", s=["s09"]),
    M("10-19", "22:40", "marco", "Roz sorry I am sick, stomach, I cannot teach tomorrow Sunday 9am. I asked Jess but she is at her parents. Can you?", k="mb_sick", p=1, s=["s09"]),
    M("10-20", "07:00", "roz", "I'll do it, rest. So we're even on the swap, no need to owe me the 20th 😉", re="mb_sick", d="Roz teaches the Sunday 9am on Oct 20 since Marco is sick", s=["s09"]),
    M("10-27", "12:30", "marco", "The 11:15 Saturday had 6, 8, 5, 9 people in October. Is not full but is ok. We keep?", k="mb_keep", p=1),
    M("10-27", "14:00", "roz", "Under 10 doesn't really cover the room. Let's stop the 11:15 after November and put those people in the 10.", re="mb_keep", k="mb_stop", d="Saturday 11:15 class discontinued after November"),
    M("10-30", "17:00", "marco", "Ok. But what if we do it as a stretch & mobility instead? I think people want that. I can try in November and we see?", k="mb_stretch", p=1),
    M("10-30", "19:00", "roz", "Fair, try stretch & mobility at 11:15 in November. If it gets 10+ by Nov 16 we keep it in January.", re="mb_stretch", rv="mb_stop", d="Saturday 11:15 becomes Stretch & Mobility in November; kept in January if it reaches 10+ by Nov 16"),
    M("11-02", "15:00", "marco", "URGENT!!! 🚨 I need the password of the speaker bluetooth, the Saturday people want music 😂", pn=1),
    M("11-02", "15:05", "roz", "tidewater2020, all lowercase"),
    M("11-09", "13:00", "marco", "Stretch & Mobility had 12 today!! 🙌", pn=1),
    M("11-09", "13:20", "roz", "Then it stays in January. Well done!", d="Stretch & Mobility at Saturday 11:15 stays for January"),
    M("11-13", "11:00", "marco", "Also, First Aid done on Sunday, the card is coming by mail. I give a copy to Tasha.", s=["s25"], a=("give Tasha a copy of his First Aid card", "marco", None)),
    M("11-14", "18:30", "marco", "Roz, one more thing before I go. I would like to talk about my rate, Jess told me she got raise. I am at $38. Can we talk when I come back from Italy?", k="mb_rate", p=1, sc=1, s=["s27"]),
    M("11-14", "19:10", "roz", "Of course Marco. Let's sit down the week you're back, Wednesday Dec 4 at 1pm?", re="mb_rate", sc=1, k="mb_dec4", s=["s27"]),
    M("11-14", "19:12", "marco", "Perfect. Dec 4 1pm. Grazie!", re="mb_dec4", sc=1, d="Roz and Marco meet Wednesday Dec 4 at 1pm to discuss his rate", s=["s27"]),
    M("11-16", "13:30", "marco", "Last class before Italy! See you in December. The keys are with Tasha."),
])
# ---------------------------------------------------------------- c14 Tasha (front desk / admin)
chat("c14", "Tasha Gillis", "direct", ["roz", "tasha"], None, [
    M("09-16", "09:30", "tasha", "Morning! A few things: 1. 12 clients still don't have a waiver on file, list attached. 2. The card machine is doing that thing again. 3. Can I leave at 3 on Friday for a dentist appointment?", k="ts_3", p=1, s=["s22"]),
    M("09-16", "10:15", "roz", "1. Let's get those signed at their next visit, can you flag them in Mindbody? 2. Call Moneris, again 🙄 3. Of course.", re="ts_3", a=[("flag the 12 clients without waivers in Mindbody", "tasha", None), ("call Moneris about the card machine", "tasha", None)], s=["s22"]),
    M("09-20", "14:00", "tasha", "New inquiry from the website: Olivia Brandt, HR at McInnes Cooper-ish law firm, wants lunchtime yoga for staff. I gave her your number, hope that's ok", k="ts_ol", p=1, s=["s21"]),
    M("09-20", "14:30", "roz", "Perfect, thanks!", re="ts_ol"),
    M("09-24", "11:00", "tasha", "Joanne B's pack expired Sept 15 and she's been coming, do you want me to chase?", k="ts_jo", p=1, s=["s11"]),
    M("09-24", "11:20", "roz", "She told me she'll pay this week, leave it with me.", re="ts_jo", s=["s11"]),
    M("10-02", "10:00", "tasha", "Gift cards: we're out of the printed ones. Should I order 100 more or go digital-only with Momence?", k="ts_gc", p=1, s=["s30"]),
    M("10-02", "10:40", "roz", "Order 50 printed, people like giving a physical card at Christmas. Digital too once Momence is up.", re="ts_gc", d="Order 50 printed gift cards, plus digital gift cards once Momence is live", a=("order 50 printed gift cards", "tasha", None), s=["s30"]),
    M("10-07", "16:00", "tasha", "Heads up, Bill's office called: they're repaving the back lot Oct 16-17, no parking back there those days. Should I email the clients?", k="ts_lot", p=1, s=["s14"]),
    M("10-07", "16:20", "roz", "Yes please, and put a sign on the door. Street parking on Windsor.", re="ts_lot", a=("email clients about the back lot repaving Oct 16-17 and put a sign on the door", "tasha", None), s=["s14"]),
    M("10-09", "09:05", "tasha", "Marco asked me if his Sept invoice was paid, I said yes, right?", p=1, s=["s27", "s11"]),
    M("10-09", "09:30", "roz", "Yes, Sept 30.", s=["s27"]),
    M("10-16", "12:00", "tasha", "Joanne B says she was charged twice for her pack, $340 x2 on Oct 1. I checked and she's right, Moneris double processed. Refund $340?", k="ts_dbl", p=1, s=["s11"], q=["q_joanne"]),
    M("10-16", "12:30", "roz", "Yes refund right away and apologise from me. Ugh, Moneris.", re="ts_dbl", d="Refund Joanne's duplicate $340 charge", a=("refund Joanne's duplicate $340 charge and apologise", "tasha", "10-16"), s=["s11"]),
    M("10-21", "15:00", "tasha", "Credits issued to all 8 people from the cancelled 9:30. Two asked if the heat will be fixed tomorrow, what do I say?", p=1, k="ts_heat", s=["s03"]),
    M("10-21", "15:15", "roz", "Say Wednesday morning, and that Tuesday classes run with space heaters. Bring layers.", re="ts_heat", s=["s03"]),
    M("10-28", "10:00", "tasha", "Could I take Nov 25-29 off? My mum's having surgery in Moncton. I know it's the week after Marco leaves 😬", k="ts_off", p=1),
    M("10-28", "10:30", "roz", "Absolutely, family first. I'll do the front desk mornings and we'll set Momence to self check-in for the rest.", re="ts_off", d="Tasha off Nov 25-29; Roz covers front desk mornings, self check-in otherwise"),
    M("10-31", "17:00", "tasha", "Reminder that Daniel O's pack has 2 left, and Priya still hasn't paid October (4 sessions, $380). Want me to send reminders or you?", k="ts_rem", p=1, s=["s11"]),
    M("10-31", "17:30", "roz", "You send Daniel's. I'll mention it to Priya, she has a lot going on.", re="ts_rem", a=[("send Daniel a pack renewal reminder", "tasha", None), ("mention the unpaid October sessions ($380) to Priya", "roz", None)], s=["s11"]),
    M("11-04", "11:00", "tasha", "Price list for 2025: I drafted it based on what you said. Drop-in $28 -> $30, 10-pack mat $230 -> $250, reformer $33 -> $36, privates $95 -> $100. Please check before I put it on the website.",
      k="ts_price", p=1, a=("check the 2025 price list draft", "roz", None), s=["s19"]),
    M("11-04", "14:00", "roz", "Looks good except privates: keep those at $95 for existing clients until June, $100 for new ones. Publish it on Dec 1.", re="ts_price", d="2025 prices: drop-in $30, mat 10-pack $250, reformer $36, privates $100 for new clients ($95 for existing until June); publish Dec 1", a=("publish the 2025 price list on the website", "tasha", "12-01"), s=["s19"]),
    M("11-05", "09:00", "tasha", "EMERGENCY: we're out of the good coffee. Just kidding. But we are.", pn=1),
    M("11-05", "09:10", "roz", "Ha. There's a bag in my office, top drawer."),
    M("11-08", "15:30", "tasha", "Grip socks order placed, 48 black, arriving by the 12th. Also someone needs to clean out the lost and found, we have 14 water bottles and a single Croc.", s=["s26"], a=("clean out the lost and found", None, None)),
    M("11-12", "10:00", "tasha", "Socks are in! Kiki T asked for smalls, I've put a pair aside for her.", s=["s26"]),
    M("11-14", "16:00", "tasha", "Olivia from McInnes called to confirm the January start for the lunch yoga. She needs a W-9? I said we're Canadian, she meant an invoice with our HST number.", p=1, s=["s21", "s11"], a=("send Olivia an invoice with the HST number", "tasha", None)),
    M("11-14", "16:20", "roz", "Good catch. Our HST number is on the template. Thank you!"),
    M("11-15", "17:30", "tasha", "Momence live and no fires. Going home to sleep for 12 hours. Marco's keys are in the lockbox.", s=["s20"]),
])

# ---------------------------------------------------------------- c15 Bill (landlord)
chat("c15", "Bill Fraser (landlord)", "direct", ["roz", "bill"], None, [
    M("09-23", "10:00", "bill", "Roz, Bill Fraser. Lease is up December 31 as you know. I'll send the renewal paperwork next week. Fair warning there's an increase, taxes went up on the building.", k="bf_lease", p=1, s=["s06"]),
    M("09-23", "11:30", "roz", "Thanks Bill. Looking forward to seeing it. How much of an increase are we talking?", re="bf_lease", s=["s06"]),
    M("09-23", "14:00", "bill", "Around 8%. Details in the paperwork.", s=["s06"]),
    M("10-02", "09:15", "bill", "Renewal attached. $2,650/month from January, 3 year term, up from $2,450. Need it back signed by Oct 31.", k="bf_ren", p=1, a=("sign and return the lease renewal", "roz", "10-31"), s=["s06"]),
    M("10-02", "12:00", "roz", "Received. I'll have my lawyer look at it. Would you consider $2,550 with a 5 year term instead? Stable tenant, no vacancy risk for you.", re="bf_ren", k="bf_counter", s=["s06"]),
    M("10-07", "15:00", "bill", "Paving crew is doing the back lot Oct 16-17. No cars back there those two days. Sorry for the hassle.", s=["s14"]),
    M("10-09", "10:00", "bill", "Thought about it. $2,600, 5 years, and you cover snow clearing on the back steps. Final offer.", k="bf_final", p=1, s=["s06"], q=["q_rent"]),
    M("10-09", "11:00", "roz", "Deal. Send the updated version and I'll sign.", re="bf_final", d="Lease renewal agreed: $2,600/month, 5-year term, tenant clears snow on the back steps", a=("send the updated lease", "bill", None), s=["s06"], q=["q_rent"]),
    M("10-15", "16:30", "bill", "Updated lease sent. Sign page 7 and 9.", s=["s06"], p=1),
    M("10-21", "07:05", "roz", "Bill, the heat's out in the studio. 12 degrees and I have classes all day. Thermostat on, nothing coming out. Can someone come today?", k="bf_heat", s=["s03"], sc=1),
    M("10-21", "08:30", "bill", "On it. Calling Maritime Heating now.", re="bf_heat", s=["s03"]),
    M("10-21", "12:00", "bill", "Earliest they can come is Wednesday 8am. Sorry Roz. I'll bring you two space heaters this afternoon.", p=1, s=["s03"], a=("bring Roz two space heaters", "bill", "10-21"), sc=1),
    M("10-21", "12:10", "roz", "Thanks Bill. Someone will be at the studio from 7 on Wednesday to let them in.", a=("be at the studio from 7am Wednesday to let the furnace technician in", "roz", "10-23"), s=["s03"], sc=1),
    M("10-23", "11:00", "bill", "Blower motor replaced. Should be good for the winter. My bill, not yours.", s=["s03"], q=["q_furnace"]),
    M("10-28", "09:00", "bill", "Lease? Haven't seen it come back yet.", p=1, k="bf_chase", s=["s06"]),
    M("10-28", "13:00", "roz", "Sorry Bill, signed and dropping it at your office tomorrow.", re="bf_chase", a=("drop the signed lease at Bill's office", "roz", "10-29"), s=["s06"]),
    M("11-04", "10:00", "roz", "Bill, we'd like to refinish the studio floor (sand and oil, no structural work) in December. Is that OK under the lease? We'd close 3 days.", k="bf_floor", s=["s31"]),
    M("11-05", "14:00", "bill", "Fine by me, just use a contractor with insurance and send me the certificate beforehand. Which dates?", re="bf_floor", p=1, k="bf_floor2", a=("send Bill the floor contractor's insurance certificate before the work", "roz", None), s=["s31"]),
    M("11-05", "15:00", "roz", "Dec 23-26 when we're closed anyway. Certificate to follow.", re="bf_floor2", d="Floor refinishing Dec 23-26 with an insured contractor", s=["s31"]),
    M("11-16", "10:00", "bill", "First snow forecast Tuesday. Reminder the back steps are yours now 😉", pn=1),
])

# ---------------------------------------------------------------- c16 Dev (Coreline Equipment)
chat("c16", "Dev Sharma (Coreline Equipment)", "direct", ["roz", "dev"], None, [
    M("09-17", "11:00", "dev", "Hi Roz, confirming your order of 2 x Allegro-style studio reformers with tower frames, total $14,880 + HST. Deposit of 30% needed to confirm production slot. Delivery estimate Nov 6.", k="dv_order", p=1, a=("pay the 30% deposit on the reformer order", "roz", None), s=["s05", "s11"]),
    M("09-17", "13:00", "roz", "Thanks Dev. Deposit sent today by wire. Nov 6 is perfect, we'll plan a launch around it.", re="dv_order", d="Order confirmed: 2 reformers with tower frames, $14,880 + HST, delivery Nov 6", k="dv_dec", s=["s05"]),
    M("09-17", "13:30", "dev", "Received, thank you. Your production slot is confirmed."),
    M("10-09", "09:00", "roz", "Hi Dev, one of our existing reformers (#3, the 2018 one) has a frayed red spring. Can you send a replacement? And maybe a full set, they're all the same age.", k="dv_spring", s=["s04"]),
    M("10-09", "10:30", "dev", "Red springs are in stock, I can courier one today. A full set for that model is $320. Recommend replacing all 5 given age, safety-wise.", re="dv_spring", k="dv_set", p=1, s=["s04"]),
    M("10-09", "11:00", "roz", "Let's do the full set for #3, and quote me the same for #1 and #2 please.", re="dv_set", d="Replace the full spring set on reformer 3 ($320)", a=("quote full spring sets for reformers 1 and 2", "dev", None), s=["s04"]),
    M("10-10", "14:00", "dev", "Springs for #3 shipped, tracking 7731 2204 998. Quote for #1 and #2: $600 for both sets, installed.", s=["s04"], k="dv_q12", p=1),
    M("10-11", "16:00", "roz", "Springs arrived, Jess installed them. #3 back in use! I'll hold off on #1 and #2 until January for budget.", re="dv_q12", d="Spring sets for reformers 1 and 2 deferred to January", s=["s04"]),
    M("11-01", "10:00", "dev", "Hi Roz, bad news. Our frame supplier had a delay, your reformers will ship Nov 18 and arrive Nov 20. Very sorry. Can you take delivery on the 20th between 8 and 12?", k="dv_delay", p=1, sc=1, s=["s05"], q=["q_reformer"]),
    M("11-01", "10:45", "roz", "Disappointing but understood. The 20th works but it has to be before 11 because I teach at 11:15. Can they come at 8?", re="dv_delay", sc=1, tc="before 11am on Nov 20", k="dv_8", s=["s05"]),
    M("11-01", "11:30", "dev", "I'll request an 8am slot. Will confirm by Friday.", re="dv_8", a=("confirm the 8am delivery slot for Nov 20", "dev", "11-08"), s=["s05"], sc=1),
    M("11-06", "09:00", "dev", "Confirmed, delivery truck arrives Nov 20 at 8am. Two installers, setup about 3 hours.", d="Reformer delivery Nov 20 at 8am, about 3 hours setup", rv="dv_dec", s=["s05"], q=["q_reformer"], sc=1),
    M("11-06", "09:30", "roz", "Great. Because of the delay could you throw in the 4 wedge cushions and a box of spare straps?", k="dv_ask", s=["s05"]),
    M("11-07", "14:00", "dev", "I can include the straps at no charge. Wedges I can do at 50% off, $18 each.", re="dv_ask", p=1, k="dv_wedge"),
    M("11-07", "14:30", "roz", "Deal, add 4 wedges to the delivery.", re="dv_wedge", d="Add 4 wedge cushions at $18 each and free spare straps to the reformer delivery"),
    M("11-15", "11:00", "dev", "Final invoice attached: balance $10,416 + HST due on delivery, plus $72 for wedges. Can I confirm you'll pay by wire on the day?", p=1, a=("pay the reformer balance by wire on delivery day", "roz", "11-20"), s=["s05", "s11"]),
    M("11-15", "11:30", "roz", "Yes, wire on the 20th."),
])

# ---------------------------------------------------------------- c17 Olivia (corporate lead)
chat("c17", "Olivia Brandt", "direct", ["roz", "olivia"], "olivia", [
    M("09-20", "16:00", "olivia", "Hello Rosalind, Olivia Brandt, People & Culture at McInnes Whitman LLP. Tasha at your front desk gave me your number. We'd like to offer a weekly lunchtime yoga or Pilates class for our staff at our office on Upper Water St, starting January. Around 15-20 people. Could we set up a call to discuss?",
      k="ol_intro", p=1, sc=1, s=["s21"]),
    M("09-20", "16:30", "roz", "Hi Olivia, that sounds great. I'm free for a call Tuesday Sept 24 at 3 or Wednesday at 1:30. Which suits?", re="ol_intro", sc=1, k="ol_call", s=["s21"]),
    M("09-20", "17:05", "olivia", "Tuesday at 3 please. I'll send a Teams link.", re="ol_call", sc=1, d="Call with Olivia Tuesday Sept 24 at 3pm on Teams", s=["s21"]),
    M("09-24", "15:45", "olivia", "Thank you for the call. To recap on our side: Wednesdays 12:10-12:55 in our boardroom, 12 weeks from Jan 8, mats provided by us. Could you send a quote by Oct 4? Budget approval meeting is Oct 9.",
      k="ol_quote", p=1, a=("send Olivia a quote for 12 weeks of Wednesday lunchtime classes", "roz", "10-04"), pf=[("availability", "corporate class Wednesdays 12:10-12:55 from Jan 8 for 12 weeks"), ("preference", "firm provides its own mats; class in their boardroom")], s=["s21"], sc=1),
    M("10-03", "10:00", "roz", "Quote attached: $165 per class, 12 classes = $1,980 + HST. Includes all props except mats, and a short posture talk in week 1.", d="Quoted McInnes Whitman $165/class, 12 classes = $1,980 + HST", s=["s21"], q=["q_corp"]),
    M("10-10", "09:00", "olivia", "Good news, budget approved! One request from our managing partner: could the class be 12:15 instead, because of a standing 11-12:10 meeting?", k="ol_1215", p=1, sc=1, tc="12:15 start, after their 11-12:10 meeting", s=["s21"]),
    M("10-10", "10:00", "roz", "12:15-1:00 is fine. Shall I put Jess on it? She's my strongest yoga teacher, or I can do it myself.", re="ol_1215", sc=1, k="ol_who", d="Corporate class Wednesdays 12:15-1:00 from Jan 8"),
    M("10-10", "12:00", "olivia", "We'd love you for the first few weeks at least, then Jess is fine.", re="ol_who", d="Roz teaches the first weeks of the corporate class, then Jess takes over"),
    M("10-10", "12:01", "olivia", "Also two of our staff are pregnant and one uses a wheelchair, I assume that's fine?", p=1, pf=[("preference", "class must accommodate two pregnant staff and one wheelchair user")]),
    M("10-10", "13:00", "roz", "Absolutely, I'll plan an accessible chair-based option every week."),
    M("11-14", "15:30", "olivia", "Rosalind, sorry for the radio silence, year-end is chaos. Confirming January 8 start. Could you send the invoice for the first 6 classes so it's in this fiscal year? Thanks!", p=1, a=("invoice McInnes Whitman for the first 6 corporate classes", "roz", None), s=["s21", "s11"]),
    M("11-14", "16:00", "roz", "Will do, Tasha will send it this week with our HST number."),
])

# ---------------------------------------------------------------- c18 Joanne (private matter)
chat("c18", "Joanne Boutilier", "direct", ["roz", "joanne"], "joanne", [
    M("10-02", "21:30", "joanne", "Hi Roz, sending this privately. I'm pregnant! 9 weeks. We haven't told anyone yet, including the group, so please keep it quiet. Is it OK for me to keep doing reformer? Anything I should avoid?",
      k="jb_preg", p=1, pf=[("medical", "pregnant, 9 weeks on Oct 2 (not yet public)"), ("preference", "wants the pregnancy kept private from the group")]),
    M("10-02", "22:00", "roz", "Joanne, congratulations!! Your secret's safe. Yes you can keep going. I'll quietly skip the prone work for you and keep the intensity moderate. Any nausea?", re="jb_preg", k="jb_naus"),
    M("10-03", "07:15", "joanne", "Nausea is awful in the evenings, so if I bail at the last minute that's why. Also no caffeine which is killing me.", re="jb_naus", pf=[("medical", "evening nausea in early pregnancy"), ("diet", "avoiding caffeine during pregnancy")], p=1),
    M("10-16", "12:45", "joanne", "Roz, I've been charged $340 twice for my pack on Oct 1! Can you check? Money's tight with the baby coming.", k="jb_dbl", p=1, s=["s11"], q=["q_joanne"]),
    M("10-16", "13:00", "roz", "So sorry Joanne. Tasha confirmed it's a double charge, refund is going back to your card today.", re="jb_dbl", s=["s11"]),
    M("10-17", "09:00", "joanne", "Thanks Roz. Also, would it be weird if I asked about Jess's prenatal series? It starts Nov 6, right? I'd be 14 weeks.", k="jb_pre", p=1),
    M("10-17", "09:40", "roz", "Not weird at all, it'd be perfect. Wednesdays 6:30. I'll tell Jess to hold a spot, discreetly.", re="jb_pre", a=("ask Jess to hold a prenatal series spot for Joanne", "roz", None), d="Joanne joins the prenatal series (Wednesdays 6:30 from Nov 6)"),
    M("11-06", "21:00", "joanne", "Loved the prenatal class! 14 weeks and told the group finally haha. Can I move my Tuesday reformer credits to prenatal? I'd rather not do both.", k="jb_credits", p=1, s=["s11"], pf=[("preference", "prefers the prenatal class over Tuesday reformer now")]),
    M("11-07", "09:30", "roz", "Yes, your 3 remaining reformer credits will go toward the prenatal series, $100 minus the credits. Tasha will sort the balance.", re="jb_credits", d="Joanne's 3 remaining reformer credits applied to the prenatal series", a=("apply Joanne's reformer credits to the prenatal series and sort the balance", "tasha", None), s=["s11"]),
    M("11-07", "09:40", "joanne", "Amazing, thank you 🙏"),
])

# ================================================================ more messages, merged into the chats above by time
more("c01", [
    M("09-20", "10:00", "priya", "Random question while I have you, do you have any advice on eating? I'm starving all the time with the breastfeeding and basically living on toast and whatever Arjun doesn't throw on the floor.", k="p_food", p=1, pf=[("diet", "constantly hungry while breastfeeding; mostly eating toast")]),
    M("09-20", "11:00", "roz", "Very normal! Aim for protein at every meal and prep snacks the night before: boiled eggs, Greek yogurt, hummus. A dietitian can help more if you want.", re="p_food"),
    M("11-01", "13:00", "roz", "Hi Priya, gentle nudge: October's 4 sessions ($380) are still open. No rush, I know it's been a month.", k="p_nudge", s=["s11"]),
    M("11-01", "15:00", "priya", "Oh god sorry!! Paying tonight. Also re Jess's prenatal class, my friend Sana from baby group is 20 weeks, I've sent her the link.", re="p_nudge", a=("pay Roz for October's four sessions", "priya", "11-01"), s=["s11"]),
])
more("c02", [
    M("10-21", "09:00", "peggy", "Rosalind, I understand from Bev that the studio is without heat. Shall I still come on Wednesday? I feel the cold dreadfully these days.", k="pg_heat", p=1, pf=[("preference", "feels the cold badly")], s=["s03"]),
    M("10-21", "09:30", "roz", "Yes, it should be fixed Wednesday morning, and I'll have the heaters going anyway. Bring a cardigan just in case.", re="pg_heat", s=["s03"]),
    M("11-06", "16:00", "peggy", "The new Wednesday time was perfect. My neighbour waited in the car with her crossword.", sn=1),
])
more("c03", [
    M("10-10", "18:00", "lea", "Ah also I forget to say: I cannot stay on the knees long time, I have bursitis in the left knee from the floor work", p=1, pf=[("injury", "bursitis in the left knee from floor work; can't kneel for long")]),
    M("10-10", "18:30", "roz", "Thanks for telling me. We'll use a folded mat or keep you off the knees."),
    M("10-31", "20:00", "lea", "Halloween at the company, I am dressed like a swan, very original for a dancer 🦢 URGENT question: you want a photo? 😂", pn=1),
    M("11-14", "09:15", "lea", "Roz, the dietitian Nadia is super! She say me I have low ferritin so I must eat more iron, she give me a plan with lentils and spinach 🥬", pf=[("medical", "low ferritin"), ("diet", "dietitian plan with more iron (lentils, spinach)")]),
])
more("c04", [
    M("09-30", "23:30", "daniel", "wife wants to try. 24 wks pregnant. privates? or that prenatal thing", k="d_wife", p=1),
    M("10-01", "07:30", "roz", "Congratulations! Jess's prenatal series starts Nov 6, or I can see her privately before then. I'll email you both options.", re="d_wife", a=("email Daniel the prenatal options for his wife", "roz", None)),
    M("10-28", "22:10", "daniel", "pack almost done. renew. same deal?", k="d_renew", p=1, s=["s11"]),
    M("10-29", "07:00", "roz", "Same deal, $850 for 10. Tasha will send you the payment link today.", re="d_renew", a=("send Daniel the pack renewal payment link", "tasha", "10-29"), s=["s11"]),
    M("10-29", "07:02", "daniel", "done", s=["s11"]),
])
more("c05", [
    M("10-09", "12:00", "sandra", "Also, Maddie's coach wants her to do more dryland core. Could you send a short list of exercises she can do at home on non-session days? She'd do 10 minutes max, honestly.", k="sw_home", p=1, a=("send Maddie a 10-minute home core routine", "roz", None), pf=[("preference", "will only do about 10 minutes of home exercise")]),
    M("10-09", "13:00", "roz", "Yes! I'll film them with her on Monday so she has her own videos.", re="sw_home"),
    M("10-16", "19:00", "sandra", "Maddie's asking if her friend Ava can come and watch one session, she's thinking of trying Pilates.", k="sw_ava", p=1),
    M("10-16", "19:30", "roz", "Ava's welcome to a free trial of the Saturday mat class! I'd keep the private just Maddie though, she's more relaxed that way.", re="sw_ava"),
    M("11-12", "07:40", "sandra", "Maddie's team is doing a fundraising car wash Saturday at the Clayton Park Sobeys, 10-2, if your car needs it! 🚗", sn=1),
])
more("c06", [
    M("09-30", "18:00", "gus", "BEV WANTS TO KNOW IF YOU DO GIFT CERTIFICATES. HER SISTER TURNS 60.", k="g_gc", p=1, s=["s30"]),
    M("09-30", "18:30", "roz", "We do! Tasha at the front desk can do any amount.", re="g_gc", s=["s30"]),
    M("10-22", "12:45", "gus", "NO BREATH HOLDING. GOT IT. BEV ALSO SAYS I HAVE TO EAT LESS SALT. SHE HID THE CHIPS.", pf=[("diet", "cutting down on salt for his blood pressure")]),
])
more("c07", [
    M("10-16", "09:00", "kiki", "Btw I'm at my sister's wedding in Vancouver Nov 20-25 🥂💃 so no sessions that week 🙏", p=1, sn=1, pf=[("availability", "away in Vancouver Nov 20-25")]),
    M("10-16", "09:30", "roz", "Noted! Have the best time 🥂"),
    M("11-05", "12:00", "kiki", "Running club social Friday 7pm at Garrison 🍻 you should come!! 🙌", sn=1, p=1),
])
more("c08", [
    M("10-02", "11:00", "farid", "Also I dont eat pork, and during Ramadan I fast, thats in March next year, so maybe we change things then", k="f_ram", pf=[("diet", "doesn't eat pork; fasts during Ramadan (March 2025)")], p=1),
    M("10-02", "11:20", "roz", "Thanks for telling me. We'll plan lighter sessions then, or move them to the evening after iftar if you want to keep going.", re="f_ram"),
])
more("c09", [
    M("09-17", "21:00", "kiki", "That was SO fun 🤩🌀 my abs are crying 😭"),
    M("10-01", "21:00", "tom", "New time worked well. Less of a scramble.", sn=1, s=["s28"]),
    M("10-08", "19:30", "tom", "Left shoulder much better. Physio says I can start light overhead work next week.", pf=[("tom", "injury", "left rotator cuff improving; light overhead work allowed from mid-October")]),
    M("10-15", "20:30", "joanne", "Roz where did you get those new foot loops? My husband wants to use them at home 😂", k="j_loops", p=1),
    M("10-15", "21:00", "roz", "Coreline! I'll send you the link.", re="j_loops", a=("send Joanne the link for the foot loops", "roz", None)),
    M("10-22", "20:00", "bev", "My hips are much better since we started the side-lying series, Roz. My arthritis doctor was impressed.", pf=[("bev", "medical", "arthritis in her hips")]),
    M("10-23", "08:00", "bev", "Who wants to carpool on Tuesdays? I go past Quinpool at 5:40.", sn=1),
    M("10-29", "21:00", "peggy", "Rosalind, is there any class in the winter session on a weekday morning? I find the evenings increasingly difficult.", k="pg_morn", p=1, tc="weekday mornings rather than evenings", pf=[("peggy", "preference", "finds evening classes increasingly difficult; prefers mornings")]),
    M("10-29", "21:30", "roz", "Not yet Peggy, but we're planning an 8am reformer on Mon/Wed/Fri once the new machines arrive. I'll let you know first.", re="pg_morn", s=["s05"]),
])
more("c10", [
    M("09-26", "19:00", "jordan", "can we record the zoom sessions? i work late some thursdays at the pool", k="tt_rec", p=1),
    M("09-26", "19:30", "roz", "Yes, every session gets recorded to the shared drive from now on.", re="tt_rec", d="Thursday Zoom sessions are recorded to the shared drive"),
    M("10-05", "18:00", "aisling", "Would anyone be up for a study group on Sunday afternoons? Library or my flat, I've good biscuits", k="tt_sg", sc=1),
    M("10-05", "18:30", "mei", "Yes! Sundays 2pm?", re="tt_sg", sc=1),
    M("10-05", "18:40", "owen", "Sundays are family day for me, sorry. Maybe a Zoom one on a Tuesday night?", re="tt_sg", sc=1, tc="not Sundays"),
    M("10-05", "19:00", "jordan", "tues night zoom works, 8?", sc=1),
    M("10-05", "19:10", "aisling", "Tuesday 8 on Zoom so, and Sunday in person for whoever can. Everybody wins", sc=1, d="Trainee study group: Tuesdays 8pm on Zoom, plus Sunday afternoons in person"),
    M("10-31", "21:00", "aisling", "Happy Halloween lads! Jordan your costume in the group photo is deadly 🎃"),
    M("11-07", "19:00", "owen", "Is the anatomy practice quiz in the drive? I can't find it anywhere.", k="tt_quiz", p=1, s=["s07"]),
    M("11-07", "19:20", "jess", "It's in Module 4 > quizzes. I'll move it to the top folder.", re="tt_quiz", a=("move the anatomy practice quiz to the top folder of the drive", "jess", None), s=["s07"]),
])
more("c11", [
    M("09-23", "08:00", "marco", "ASAP ASAP ASAP 😂 the coffee machine is making the noise again", pn=1),
    M("10-04", "12:00", "tasha", "Who's teaching the Saturday 9am reformer tomorrow? Schedule says Roz but you covered Jess today", k="tm_sat9", p=1, s=["s09"]),
    M("10-04", "12:30", "roz", "Still me, don't worry.", re="tm_sat9"),
    M("10-11", "16:00", "jess", "Someone please restock the towels in the change room, we ran out at 5pm", a=("restock the towels in the change room", None, None)),
    M("10-11", "16:10", "tasha", "Done ✅"),
    M("10-17", "09:00", "roz", "Team meeting to plan the winter schedule: can everyone do Thursday Oct 24 at 1:30 again?", k="tm_m2", sc=1),
    M("10-17", "09:20", "marco", "Yes", re="tm_m2", sc=1),
    M("10-17", "10:00", "jess", "I have a physio appt at 1, could we do 2:15?", re="tm_m2", k="tm_215", p=1, sc=1, tc="after 2:15 on Thursday"),
    M("10-17", "10:15", "tasha", "2:15 fine", re="tm_215", sc=1),
    M("10-17", "10:30", "roz", "2:15 it is.", re="tm_215", sc=1, d="Winter schedule planning meeting Thursday Oct 24 at 2:15"),
    M("10-24", "16:00", "roz", "Meeting notes: winter schedule adds an 8am reformer Mon/Wed/Fri once the new machines arrive, prenatal continues, Stretch & Mobility stays if Marco's numbers hold. Tasha drafts the winter timetable by Nov 8.",
      d="Winter schedule adds an 8am reformer Mon/Wed/Fri once the new reformers arrive", a=("draft the winter timetable", "tasha", "11-08"), s=["s05"]),
    M("11-08", "11:00", "tasha", "Winter timetable draft is in the shared drive 📅 comments by Wednesday please", a=("comment on the winter timetable draft", None, "11-13"), p=1),
    M("11-12", "15:00", "jess", "commented! looks great, only thing: can the Wed prenatal be 6:45 in winter? 6:30 is tight after my 5:30 class", k="tm_645", p=1, sc=1, tc="6:45 or later on Wednesdays"),
    M("11-12", "16:00", "roz", "Yes, 6:45 for winter.", re="tm_645", sc=1, d="Prenatal moves to Wednesdays 6:45 for the winter session"),
    M("11-13", "10:00", "roz", "Reminder: studio is closed Monday Dec 23 through Thursday Dec 26 for floor refinishing and Christmas. Please don't book anything those days.", sn=1, s=["s31"]),
    M("11-13", "10:20", "jess", "noted! my last prenatal class is the 11th so no clash"),
])
more("c12", [
    M("10-22", "20:00", "jess", "also fyi i'm teaching a yin workshop on nov 24 at halifax yoga, just so you know, not competing with us 🙈", sn=1),
    M("10-22", "20:30", "roz", "Totally fine, have fun!"),
    M("11-15", "22:00", "jess", "SOS 😩 the prenatal playlist got deleted from spotify, guess i'm singing on wednesday", pn=1),
])
more("c13", [
    M("10-12", "13:00", "marco", "The 11:15 today had 8. Some people asked for more music, less talking 😂", sn=1),
    M("11-08", "09:00", "marco", "Roz, when I'm away can Jess also take my private client Mr. Doyle? Thursdays 5pm.", k="mb_doyle", p=1, s=["s09"]),
    M("11-08", "10:00", "roz", "I'll ask her. If she can't I'll do it myself.", re="mb_doyle", a=("ask Jess to cover Marco's Thursday 5pm private with Mr. Doyle", "roz", "11-14"), s=["s09"]),
])
more("c14", [
    M("09-25", "09:00", "tasha", "Can you confirm the plan for Thanksgiving weekend? People are asking if Sunday classes run.", k="ts_tg", p=1, s=["s23"]),
    M("09-25", "09:30", "roz", "Sunday runs as normal, only Monday the 14th is closed.", re="ts_tg", s=["s23"]),
    M("10-23", "14:00", "tasha", "Who's the contact for the floor refinishing quote? Bill's office asked me.", k="ts_floor", p=1, s=["s31"]),
    M("10-23", "14:30", "roz", "Hold off on that for now, I'll handle it with Bill directly.", re="ts_floor", s=["s31"]),
    M("11-11", "09:00", "tasha", "Quick one: we're open as normal today for Remembrance Day, right? Someone asked.", k="ts_rd", p=1),
    M("11-11", "09:10", "roz", "Open as normal, we'll just pause for a minute's silence at 11.", re="ts_rd"),
    M("11-13", "09:00", "tasha", "Gift card for Peggy's daughter sent, $850 for 10 privates.", s=["s30"]),
    M("11-14", "08:00", "tasha", "IMPORTANT ANNOUNCEMENT: the cat from the bakery next door is back on our window sill 🐈", pn=1),
])
more("c15", [
    M("10-16", "09:00", "roz", "Bill, the paving crew left a pile of gravel blocking the back door. That's our fire exit! Can they move it today?", k="bf_gravel", s=["s14"]),
    M("10-16", "10:00", "bill", "Sorry Roz, calling them now, it'll be moved by noon.", re="bf_gravel", a=("get the paving crew to move the gravel from the back door", "bill", "10-16"), s=["s14"]),
    M("11-12", "09:00", "bill", "Insurance certificate for the floor guy?", k="bf_cert", p=1, s=["s31"]),
    M("11-12", "09:30", "roz", "Coming this week, he's sending it to me Thursday.", re="bf_cert", s=["s31"]),
])
more("c16", [
    M("10-20", "10:00", "dev", "Hi Roz, just checking the new springs on #3 are behaving? Any squeaks?", s=["s04"]),
    M("10-20", "11:00", "roz", "All good, thanks Dev!"),
    M("10-24", "09:00", "dev", "LAST CHANCE ⏰ 15% off all accessories ends Oct 31! Reply to this message to order.", pn=1),
])
more("c17", [
    M("10-25", "11:00", "olivia", "Hi Rosalind, quick question: do we need insurance paperwork from you for classes on our premises? Our risk team asked.", k="ol_ins", p=1, s=["s21"]),
    M("10-25", "12:00", "roz", "Yes, I'll send you my liability insurance certificate today.", re="ol_ins", a=("send Olivia the liability insurance certificate", "roz", "10-25"), s=["s21"]),
])
more("c18", [
    M("10-23", "19:00", "joanne", "Feeling much better this week, the nausea's easing. Midwife says I'm measuring fine. Also craving pickles, cliché achieved."),
    M("11-13", "18:00", "joanne", "Potluck was so fun. Can I ask, is it OK to keep doing the Sunday walks with Bev at 15 weeks? It's about 6km.", k="jb_walk", p=1, s=["s10"]),
    M("11-13", "18:30", "roz", "Walking is great in pregnancy, just keep it at a pace where you can chat.", re="jb_walk"),
])

more("c09", [
    M("11-12", "17:20", "kiki", "CODE RED 🚨🚨 forgot my grip socks!!! ...jk found them in the car 😅🧦", pn=1, s=["s26"]),
])
more("c06", [
    M("10-24", "19:10", "gus", "911!!! BEV SAYS I CAN'T WATCH THE GAME UNTIL I DO MY EXERCISES. SEND HELP. (DOING THEM NOW)", pn=1),
])
more("c12", [
    M("10-30", "18:40", "jess", "important!!! found the good hair ties in the lost and found, they're in the top drawer now", pn=1),
])
more("c16", [
    M("11-12", "08:00", "dev", "ACTION REQUIRED: Coreline's customer portal is moving to a new login on Dec 1. No action needed if you order by phone.", pn=1),
])
more("c08", [
    M("11-11", "20:30", "farid", "Sorry for late reply, Bev and me walked on Sunday with her group, she is very fast!! Thank you for introduce us"),
])
more("c05", [
    M("11-06", "08:10", "sandra", "hi Roz its Sandra sorry voice text in the car so excuse typos Maddie wants to know if she can do an extra session the week of the 25th because there's no swim meet that week and she's off school on the Friday so maybe Friday morning around 10 would that work question mark",
      k="sw_extra", p=1, sc=1, tc="Friday morning around 10"),
    M("11-06", "09:00", "roz", "Happy to! Friday the 29th I'm on the front desk in the morning though. Could she do 1pm?", re="sw_extra", k="sw_1pm", sc=1),
    M("11-06", "12:30", "sandra", "1 is perfect, thank you!", re="sw_1pm", sc=1, d="Maddie has an extra session Friday Nov 29 at 1pm"),
])
more("c14", [
    M("11-15", "10:30", "tasha", "Also, unrelated: a producer from CBC Information Morning wants to do a segment on the prenatal class!! She asked for a quick call with you next week.", k="ts_cbc", p=1, sc=1),
    M("11-15", "11:00", "roz", "Oh wow! Yes. Tuesday afternoon, any time after 2.", re="ts_cbc", k="ts_cbc2", sc=1, tc="Tuesday afternoon after 2pm"),
    M("11-15", "11:20", "tasha", "I'll set it up for Tuesday at 3 and send you the invite.", re="ts_cbc2", sc=1, d="Call with the CBC producer Tuesday Nov 19 at 3pm", a=("set up the CBC call for Tuesday at 3 and send Roz the invite", "tasha", "11-19")),
])

# ================================================================ hand-written summaries, queries, questions
SUM = {
    "c01": (["Priya", "postnatal", "diastasis", "physio", "wedding", "running", "invoice"],
            "Priya, five months after an emergency C-section, started postnatal rehab on Wednesdays at 10 for a two-finger diastasis; a pelvic floor physio later measured it at one and a half fingers and found an overactive pelvic floor. She brings her baby when needed, asked for an invoice for her health plan, and strained her back lifting the car seat. Ahead of her sister's wedding in Toronto on Nov 23 she moved to two sessions a week (Mon 11:15, Wed 10); return to running will be assessed with the physio around the new year."),
    "c02": (["Peggy", "osteoporosis", "Friday", "Wednesday", "wrist", "Prolia", "gift card"],
            "Peggy's scan showed worsening spinal osteoporosis, so roll-downs and twists were dropped in favour of extension and balance. Her daughter Catherine pays for a second weekly session, which moved from Friday 9:30 to 10:30 because of her swim; Wednesdays later moved to 2pm so a neighbour can drive her. She sprained her left wrist in a fall, started Prolia, and Catherine wants a 10-session gift card for Christmas."),
    "c03": (["Léa", "dancer", "ankle", "hypermobile", "première", "Thursday", "invoice"],
            "Léa, a dancer with Mocean from Montréal, does privates for an unstable right ankle and hypermobility, first one a week on Thursdays at 8am. Her company physio approved hopping drills (max 20) and told her to eat more; Roz is sending a dietitian who works with vegetarians. After her Nov 8 premiere and the show run, she moves to two privates a week (Tue/Thu 8am from Nov 19), invoiced to the company."),
    "c04": (["Daniel", "back", "6:30", "invoice", "trial", "7:15"],
            "Daniel, a lawyer with desk-related back pain, trains at 6:30am on Mondays and Thursdays on a 10-pack and asked for invoices worded for his firm's wellness budget. His back is much better and he referred Olivia from HR for office classes. During his trial from Nov 18 to Dec 6 sessions move to 7:15pm Mon/Thu, then back to 6:30am."),
    "c05": (["Maddie", "scoliosis", "swimmer", "Monday", "X-ray", "payment"],
            "Sandra books privates for her 15-year-old daughter Maddie, a competitive swimmer with a 24 degree thoracic scoliosis, first Wednesdays 4:30 then Mondays 6:30pm because of swim practice. Maddie is shy and prefers the small studio; the family pays monthly at the $80 student rate. She gets an extra session on Friday Nov 29 at 1pm, has a follow-up X-ray on Nov 19, and her dad Rob may contact Roz on alternate weeks."),
    "c06": (["Gus", "knee", "boat", "Tuesday", "blood pressure", "Florida"],
            "Gus, all caps and retired, had a right knee replacement on Aug 12 and trains Tuesdays at 10:30 to get back in his boat and kneel in the garden. He started amlodipine for blood pressure, so no breath-holding and get up slowly. He's in Florida for January and February and Roz will write him a no-equipment programme before Christmas; by November he could kneel to plant tulips."),
    "c07": (["Kiki", "marathon", "hamstrings", "plantar", "vegan", "Wednesday", "socks"],
            "Kiki, a vegan runner with tight hamstrings and left plantar fasciitis, trains Wednesdays at 12:10 and ran the Hartford Marathon in 3:52. Her foot kept her from running for three weeks, so she added a Thursday session; Roz referred her to a sports dietitian for protein. She bought grip socks and wants a spring block for a May marathon, to be planned in January."),
    "c08": (["Farid", "diabetes", "nurse", "rota", "A1C", "knee"],
            "Farid, a nurse on rotating shifts with type 2 diabetes, books two sessions a week around the rota he sends monthly, mostly at 9am. He felt shaky training fasted, so he eats beforehand and brings glucose tablets; his A1C fell from 8.1 to 7.4 and he lost 4 kg. His left knee is sore on stairs, and Roz will introduce him to Bev's Sunday walking group."),
    "c09": (["reformer", "6:15", "6pm", "potluck", "winter", "price", "Joanne"],
            "The Tuesday reformer group moved from 6:00 to 6:15 in October, then back to 6:00 from Nov 5 because of dark evenings and bedtimes. Joanne paid her pack late, Tom has a rotator cuff issue, Kiki missed class with her foot, and Bev organised Peggy's birthday card, Sunday walks and a potluck on Nov 12. The winter session runs Jan 7 to Mar 11 at $36 a class or $330 for ten, with 10% off before Dec 8."),
    "c10": (["training", "exam", "December 7", "observation", "CPR", "Dartmouth", "reading"],
            "The mat teacher training cohort meets on module Saturdays and for Thursday Zoom anatomy, with readings and 20 observation hours. Everyone needs current First Aid/CPR; Jordan's NLS counts. The Nov 2 module briefly moved to Dartmouth, then back to the studio when the floor work was postponed, and the practical exam moved from Nov 30 to Dec 7 because of Jess; the written exam stays Nov 21. Owen may finish his observation hours by Dec 31."),
    "c11": (["Momence", "furnace", "spring", "cover", "Thanksgiving", "socks", "reformers"],
            "The team chose Momence over Mindbody, with go-live moved from Nov 1 to Nov 15 because of import errors; it went live on Nov 15. The furnace failed on Oct 21 (classes with space heaters, fixed on the 23rd), reformer 3 had a frayed spring, and the new reformers were delayed to Nov 20. Jess covers Marco's Saturdays while he's in Italy; photo consent was added to the waiver, black grip socks were reordered and the staff party is skating on Dec 14."),
    "c12": (["Jess", "prenatal", "rate", "cover", "conference", "wedge"],
            "Jess proposed and launched a 6-week prenatal series (Wednesdays 6:30 from Nov 6, $120 or $100 early bird), which reached 7 sign-ups. Roz covered her class when she was sick and raised her rate to $44 a class ($48 reformer). Jess will cover Roz's Friday 7:30 and Saturday 9am during the Toronto conference and asked for more wedge cushions."),
    "c13": (["Marco", "Saturday", "swap", "Stretch", "rate", "Italy"],
            "Marco added a Saturday 11:15 class that was going to be cut, but as Stretch & Mobility it reached 12 people and stays in January. He swapped a Sunday with Roz for Thanksgiving and Roz covered him when he was sick. He renewed his First Aid and will discuss his $38 rate with Roz on Dec 4 after Italy."),
    "c14": (["Moneris", "waiver", "refund", "Joanne", "price", "gift cards", "parking"],
            "Tasha handles admin: missing waivers, the card machine, 50 printed gift cards, and the back lot repaving notice. She refunded Joanne's duplicate $340 charge, chased unpaid packs, and drafted the 2025 price list, which Roz approved with privates staying at $95 for existing clients until June. She's off Nov 25-29, the grip socks arrived, and she set up a call with a CBC producer for Tuesday at 3."),
    "c15": (["Bill", "lease", "snow", "2,600", "heat", "floor"],
            "Bill the landlord offered a lease renewal at $2,650 a month for 3 years; after Roz's counter-offer they agreed $2,600 for 5 years with Roz clearing snow on the back steps. He arranged the furnace repair (blower motor, at his cost) and warned about the back lot repaving. He approved refinishing the floor Dec 23-26 if the contractor is insured."),
    "c16": (["delayed", "reformers", "spring", "delivery", "Nov 20", "wedges"],
            "Dev at Coreline confirmed two new reformers for $14,880 + HST, originally due Nov 6 but delayed to Nov 20 at 8am. He sent a full spring set for reformer 3; sets for reformers 1 and 2 were put off to January. Because of the delay he added free straps and half-price wedges, and the balance is paid by wire on delivery."),
    "c17": (["Olivia", "lunchtime", "McInnes", "quote", "January", "invoice"],
            "Olivia from McInnes Whitman asked for weekly lunchtime classes at the firm's office from January. After a call, Roz quoted $165 per class ($1,980 + HST for 12), which was approved with the time moved to 12:15-1:00 on Wednesdays from Jan 8. Roz teaches the first weeks with an accessible option, and Olivia wants the first 6 classes invoiced this fiscal year."),
    "c18": (["Joanne", "pregnant", "private", "refund", "prenatal", "credits"],
            "Joanne told Roz privately that she is pregnant and asked which reformer exercises to avoid; she has evening nausea and is off caffeine. Her duplicate $340 charge was refunded. She joined Jess's prenatal series and her remaining reformer credits went toward it."),
}

SEARCH = {
    "s01": "Priya diastasis recti ab separation",
    "s02": "Peggy osteoporosis bone density",
    "s03": "furnace broken no heat in the studio",
    "s04": "frayed reformer spring replacement",
    "s05": "when are the new reformers being delivered",
    "s06": "lease renewal and rent increase",
    "s07": "teacher training exam dates",
    "s08": "teacher training reading homework",
    "s09": "who is covering classes",
    "s10": "potluck and party plans",
    "s11": "invoices and payments owed",
    "s12": "Maddie scoliosis",
    "s13": "Daniel early morning sessions",
    "s14": "back parking lot repaving",
    "s15": "Léa's show premiere",
    "s16": "Gus new knee",
    "s17": "Kiki marathon",
    "s18": "Farid blood sugar diabetes",
    "s19": "prices for next year",
    "s20": "switching booking software to Momence",
    "s21": "lunchtime yoga at the law firm",
    "s22": "waiver and intake forms",
    "s23": "Thanksgiving closure",
    "s24": "Instagram photo consent",
    "s25": "first aid CPR certificate",
    "s26": "grip socks",
    "s27": "instructor pay rates",
    "s28": "Tuesday reformer class time change",
    "s30": "gift cards",
    "s31": "floor refinishing",
}

QA = {
    "q01": ("When are Peggy's sessions now?", ["10:30", "2pm", "2 pm", "2:00"]),
    "q02": ("How big is Priya's diastasis gap now?", ["one and a half", "1.5", "1 1/2"]),
    "q10": ("How many degrees is Maddie's scoliosis curve?", ["24"]),
    "q11": ("When did Gus have his knee replaced?", ["August 12", "Aug 12", "12 August", "Aug. 12"]),
    "q14": ("What time are Daniel's morning sessions?", ["6:30"]),
    "q_kiki": ("What was Kiki's marathon time?", ["3:52"]),
    "q_a1c": ("What was Farid's most recent A1C?", ["7.4"]),
    "q13x": ("Which bone medication did Peggy start?", ["Prolia", "denosumab"]),
    "q_reftime": ("What time is Tuesday reformer in November?", ["6pm", "6:00", "6 pm", "6 p.m."]),
    "q_exam": ("When is the teacher training practical exam?", ["December 7", "Dec 7", "7 December", "Dec. 7"]),
    "q_momence": ("When did Momence go live?", ["November 15", "Nov 15", "15 November", "Nov. 15"]),
    "q_furnace": ("What was wrong with the furnace?", ["blower motor", "blower"]),
    "q_reformer": ("When are the new reformers arriving?", ["November 20", "Nov 20", "20 November", "Nov. 20", "the 20th"]),
    "q_cover": ("Who is covering Marco's Saturday class while he's in Italy?", ["Jess"]),
    "q_rent": ("What's the monthly rent under the new lease?", ["2,600", "2600"]),
    "q_corp": ("How much did I quote the law firm per class?", ["165"]),
    "q_joanne": ("How much was Joanne charged twice?", ["340"]),
    "q_jess": ("What is Jess's new rate per class?", ["44"]),
    "q_un1": ("What is the studio's wifi password?", []),
    "q_un2": ("What is Tasha's hourly wage?", []),
}


# ================================================================ build
def local_to_utc(day, time):
    mo, d = map(int, day.split("-"))
    h, mi = map(int, time.split(":"))
    loc = dt.datetime(YEAR, mo, d, h, mi)
    off = 3 if loc < DST_END else 4
    return loc + dt.timedelta(hours=off), loc.date()


def resolve(spec, base):
    if spec is None:
        return None
    if spec == "today":
        r = base
    elif spec == "tom":
        r = base + dt.timedelta(days=1)
    elif spec.startswith("+"):
        r = base + dt.timedelta(days=int(spec[1:]))
    elif spec in WD or (spec[0] == "n" and spec[1:] in WD):
        nxt = spec[0] == "n" and spec not in WD
        wd = WD.index(spec[1:] if nxt else spec)
        r = base + dt.timedelta(days=(wd - base.weekday()) % 7 + (7 if nxt else 0))
    else:
        mo, d = map(int, spec.split("-"))
        r = dt.date(YEAR, mo, d)
    assert r >= base, (spec, base)
    return r.isoformat()


def listify(x):
    if x is None:
        return []
    return x if isinstance(x, list) else [x]


def build():
    users = {u[0] for u in USERS}
    keys, out, labels = {}, [], {
        "owner": OWNER, "timezone": "America/Halifax", "summaries": {}, "action_items": [], "decisions": [],
        "priority": {"positive": [], "negative_hard": []},
        "scheduling": {"positive": [], "negative_hard": []},
        "time_constraints": [], "profiles": [], "search": [], "qa": []}
    pending_rev, search_rel, qa_src = [], {k: [] for k in SEARCH}, {k: [] for k in QA}
    chat_rows = []
    for cid, name, kind, members, client, msgs in CHATS:
        assert all(m in users for m in members), cid
        chat_rows.append({"type": "chat", "id": cid, "name": name, "kind": kind, "members": members})
        decs = []
        msgs = sorted(msgs, key=lambda m: (m["day"], m["time"]))  # stable
        for i, m in enumerate(msgs, 1):
            mid = "%s-%03d" % (cid, i)
            ts, ldate = local_to_utc(m["day"], m["time"])
            t = m["tags"]
            assert m["sender"] in members, (mid, m["sender"])
            bad = set(t) - {"k", "re", "p", "pn", "sc", "sn", "tc", "a", "d", "rv", "pf", "s", "q"}
            assert not bad, (mid, bad)
            if t.get("k"):
                assert t["k"] not in keys, t["k"]
                keys[t["k"]] = mid
            row = {"type": "message", "id": mid, "chat": cid, "sender": m["sender"],
                   "ts": ts.strftime("%Y-%m-%dT%H:%M:%SZ"), "text": m["text"]}
            if t.get("re"):
                row["reply_to"] = keys[t["re"]]
            out.append(row)
            if t.get("p"):
                assert m["sender"] != OWNER, mid
                labels["priority"]["positive"].append(mid)
            if t.get("pn"):
                assert not t.get("p"), mid
                labels["priority"]["negative_hard"].append(mid)
            if t.get("sc"):
                labels["scheduling"]["positive"].append(mid)
            if t.get("sn"):
                assert not t.get("sc"), mid
                labels["scheduling"]["negative_hard"].append(mid)
            for c in listify(t.get("tc")):
                labels["time_constraints"].append({"message_id": mid, "constraint": c})
            for task, who, dl in listify(t.get("a")):
                assert who is None or who in users, (mid, who)
                labels["action_items"].append({"message_id": mid, "task": task, "assignee": who,
                                               "deadline": resolve(dl, ldate)})
            if t.get("d"):
                labels["decisions"].append({"message_id": mid, "summary": t["d"], "reversed_by": None})
                decs.append(t["d"])
            if t.get("rv"):
                pending_rev.append((t["rv"], mid))
            for f in listify(t.get("pf")):
                cl, cat, fact = (client,) + f if len(f) == 2 else f
                assert cl in users and cat in ("injury", "goal", "preference", "diet", "availability", "medical"), (mid, f)
                labels["profiles"].append({"client": cl, "category": cat, "fact": fact, "message_id": mid})
            for s in t.get("s", []):
                search_rel[s].append(mid)
            for q in t.get("q", []):
                qa_src[q].append(mid)
        mm, ref = SUM[cid]
        labels["summaries"][cid] = {"must_mention": mm, "decisions": decs, "reference": ref}
    by_id = {d["message_id"]: d for d in labels["decisions"]}
    for key, mid in pending_rev:
        target = keys[key]
        assert target in by_id and by_id[target]["reversed_by"] is None, (key, mid)
        assert target < mid
        by_id[target]["reversed_by"] = mid
    for k, q in SEARCH.items():
        assert search_rel[k], k
        labels["search"].append({"query": q, "relevant": search_rel[k]})
    for k, (q, mca) in QA.items():
        assert bool(mca) == bool(qa_src[k]), k
        labels["qa"].append({"question": q, "must_contain_any": mca, "source_ids": qa_src[k]})
    out.sort(key=lambda r: (r["ts"], r["id"]))
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "messages.jsonl"), "w", encoding="utf-8") as f:
        for u in USERS:
            f.write(json.dumps({"type": "user", "id": u[0], "name": u[1], "role": u[2]}, ensure_ascii=False) + "\n")
        for c in chat_rows:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "labels.json"), "w", encoding="utf-8") as f:
        json.dump(labels, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("messages", len(out))


if __name__ == "__main__":
    build()
