#!/usr/bin/env python3
"""dev6: long personal chats over nine months (LoCoMo-style conversational memory), written blind.

Nell Brooks is a freelance graphic designer in Manchester (Levenshulme, a ginger cat called
Biscuit). Her store holds three direct chats and one group chat, March to November 2025:
  c01  Rosie Brooks, her older sister, a midwife in Bristol (husband Dan, son Alfie)
  c02  Jess Whitfield, her best friend and climbing partner, a primary teacher (lowercase, typos)
  c03  Sofía Herrera, her former flatmate, an architect in Madrid (second-language English)
  c04  "Les Quizerables", the Thursday pub-quiz team: Nell, Jess, Owen Price, Farah Siddiqui
Conversations come in sessions (a burst of messages on one day, days or weeks apart). Life
events are told with relative time ("yesterday", "on Saturday") as well as absolute dates, and
facts are followed up months later or split over two messages or two chats.

Every message is written below in Europe/London local time (summer time from 30 March to
26 October 2025, both inside the span) and converted to UTC. No message is written between
midnight and 06:00 local, so a message's UTC date is always its local date and "yesterday"
resolves the same way in both.

Tags (all optional):
  k    key, to refer to the message elsewhere (reply_to, QA sources, question-like searches)
  re   reply_to: a key, or a negative offset within the chat (-1 = previous message)
  t    search topics (a topic query lists every message of its topics, short replies included)

Labels: only `search`, `qa` and `summaries` (for c01, c03, c04) are filled; the other sections
of the format are present and empty, because nothing in these chats is a work task, decision,
priority or client profile. Each QA item carries an extra field `kind`:
  single-hop   one message states the fact
  temporal     "when": the gold answer is the resolved absolute date (or month/year)
  quantity     how long / how often / how many / how much, stated in one message
  multi-hop    needs two or more messages (possibly in different chats)
  unanswerable plausible, but nothing in the chats answers it: must_contain_any [] and source_ids []
Standard library only, deterministic.
Run:  python3 eval/corpus/dev6/make.py && python3 eval/corpus/check_long_chats.py eval/corpus/dev6
"""
import json
import os
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
YEAR = 2025
OWNER = "nell"

# The format's roles are trainer | client | staff; the owner of the store gets "trainer"
# (the account role), her friends and family "client".
USERS = [
    ("nell", "Nell Brooks", "trainer"),
    ("rosie", "Rosie Brooks", "client"),
    ("jess", "Jess Whitfield", "client"),
    ("sofia", "Sofía Herrera", "client"),
    ("owen", "Owen Price", "client"),
    ("farah", "Farah Siddiqui", "client"),
]

CHATS = []  # (id, name, kind, members, [messages])


def chat(cid, name, kind, members, msgs):
    CHATS.append((cid, name, kind, members, msgs))


def m(when, sender, text, **tags):
    return {"when": when, "sender": sender, "text": text, "tags": tags}


def to_utc(when):
    """'MM-DD HH:MM' Europe/London local time -> UTC ISO string."""
    local = datetime.strptime(f"{YEAR}-{when}", "%Y-%m-%d %H:%M")
    assert local.hour >= 6, f"{when}: no messages between midnight and 06:00 local"
    # British Summer Time 2025: 30 March 01:00 GMT to 26 October 01:00 GMT.
    bst = datetime(YEAR, 3, 30, 2, 0) <= local < datetime(YEAR, 10, 26, 1, 0)
    utc = (local - timedelta(hours=1 if bst else 0)).replace(tzinfo=timezone.utc)
    return utc.strftime("%Y-%m-%dT%H:%M:00Z")


# ---------------------------------------------------------------- c01 Rosie (sister, Bristol)
chat("c01", "Rosie Brooks", "direct", ["nell", "rosie"], [
    # Sun 9 March
    m("03-09 18:04", "rosie", "Hiya! Finally a quiet evening, Alfie's asleep and Dan's watching the rugby. Have you got a minute to talk about Mum's 60th? I think we should do something proper for it. She keeps saying she doesn't want a fuss but she's mentioned it three times now 😂", t=["mum60"]),
    m("03-09 18:11", "nell", "Ha, she definitely wants a fuss. Her actual birthday is Tuesday 22 July, right? A weekday party is a non-starter with Dad's work.", t=["mum60"]),
    m("03-09 18:14", "rosie", "Yes the 22nd. So the Saturday before, the 19th? A surprise party, family and her friends from the choir, maybe 40 people. I can look at venues in Harrogate, I know you're swamped.", k="mum_party_date", t=["mum60"]),
    m("03-09 18:20", "nell", "Saturday 19th is perfect. I'll do the invitations, obviously 😄 And I had an idea: a photo book, 60 photos for 60 years. I'll need to raid the loft at theirs though.", k="photobook_idea", t=["mum60"]),
    m("03-09 18:22", "rosie", "Oh she'd LOVE that. Aunty Jan has all the old albums from Nana's too, I'll ask her to scan some.", t=["mum60"], re=-1),
    m("03-09 18:25", "nell", "Perfect. How's everything with you? How's the running going?"),
    m("03-09 18:31", "rosie", "Good actually! I've signed up for the Bristol 10K in May, my first proper race since Alfie. Three runs a week, mostly at 6am before a shift on the labour ward, which is as grim as it sounds.", k="rosie_10k_signup", t=["rosie10k"]),
    m("03-09 18:33", "nell", "You absolute machine. I can barely get out of bed for 9.", t=["rosie10k"]),
    m("03-09 18:34", "rosie", "Speaking of which, how's freelance life?? Still loving it?"),
    m("03-09 18:40", "nell", "Mostly! Big news actually, I got the Tollgate job, the brewery in Stockport I pitched to. Full rebrand: logo, cans, pump clips, the lot. It runs till June.", k="tollgate_win", t=["tollgate"]),
    m("03-09 18:41", "rosie", "NELL!! That's amazing!! 🎉🍻 Do we get free beer", t=["tollgate"]),
    m("03-09 18:44", "nell", "I'll see what I can do 😂 It's my first proper big client since I went out on my own, so I'm a bit terrified.", t=["tollgate"]),
    m("03-09 18:46", "rosie", "You'll smash it. Oh, and Dad's finally got a date for his knee replacement, mid-April. He keeps saying he'll be doing the Three Peaks by the summer.", k="dad_knee_date", t=["dad_knee"]),
    m("03-09 18:49", "nell", "Finally! He's been limping around for two years. Is Mum ok about it?", t=["dad_knee"]),
    m("03-09 18:53", "rosie", "She's already planning the meals she'll have to carry upstairs to him 🙄 I said I'd go up for a few days after. Work owes me some leave.", t=["dad_knee"]),
    m("03-09 18:55", "nell", "I'll go up the weekend after then, so you're not doing it all.", t=["dad_knee"], re=-1),
    m("03-09 18:56", "rosie", "Deal ❤️ Right, Alfie's shouting for water. Night night x"),
    m("03-09 18:57", "nell", "Night xx give him a squeeze from me"),
    # Sat 22 March
    m("03-22 10:12", "rosie", "Found a venue I think! The Old Swan in Harrogate has a function room upstairs, holds 60, and they do a buffet. £300 for the room but they knock it off if we spend over £800 at the bar, which with our family... 😂", k="old_swan", t=["mum60"]),
    m("03-22 10:20", "nell", "Ha, Uncle Pete could do that on his own. Looks lovely from the photos. Book it!", t=["mum60"], re=-1),
    m("03-22 10:41", "rosie", "Booked for the 19th, 7pm till late. Deposit paid. Don't tell anyone ANYTHING", k="old_swan_booked", t=["mum60"]),
    m("03-22 10:43", "nell", "My lips are sealed 🤐 I've started sketching the invitations. Thinking her old choir sheet music as a background? Too cheesy?", t=["mum60"]),
    m("03-22 10:44", "rosie", "Cheesy is good. She's a cheesy woman.", t=["mum60"]),
    m("03-22 10:50", "rosie", "Also unrelated but Alfie has decided he's going to be a T-rex for his birthday. Not dress as one. Be one. He roars at the postman.", t=["alfie_bday"]),
    m("03-22 10:53", "nell", "Hahaha good. His birthday's on a Monday this year isn't it?", t=["alfie_bday"]),
    m("03-22 10:55", "rosie", "Yep, Monday 2 June. We're doing the party on the Saturday before. Dinosaur theme, obviously 🦖", k="alfie_bday_date", t=["alfie_bday"]),
    m("03-22 10:56", "nell", "Obviously. I'll find him something dinosaur-y.", t=["alfie_bday"]),
    m("03-22 10:58", "rosie", "He wants a 'real dinosaur bone' so good luck with that", t=["alfie_bday"]),
    m("03-22 11:00", "nell", "I'll have a word with the Natural History Museum", t=["alfie_bday"]),
    m("03-22 11:01", "rosie", "😂😂", t=["alfie_bday"]),
    m("03-22 11:05", "rosie", "How's Biscuit by the way? Still doing the 5am screaming?", t=["biscuit"]),
    m("03-22 11:09", "nell", "Every. Single. Day. He's fine, just a drama queen. The vet says he's chunky though, so he's on diet food now, which he finds deeply offensive.", k="biscuit_diet", t=["biscuit"]),
    # Tue 15 April
    m("04-15 19:32", "rosie", "Just got back to Mum and Dad's from the hospital. The op went fine yesterday, the surgeon was really pleased. He's sore and grumpy but he was already asking the nurse when he can drive 🙄", k="dad_op", t=["dad_knee"]),
    m("04-15 19:35", "nell", "Oh thank god. I was checking my phone all day yesterday. Is he eating?", t=["dad_knee"], re=-1),
    m("04-15 19:38", "rosie", "Eating everything, complaining about everything. Classic Dad. They had him up on a frame this morning, the physio comes again tomorrow.", t=["dad_knee"]),
    m("04-15 19:39", "nell", "How long is he in for?", t=["dad_knee"]),
    m("04-15 19:43", "rosie", "Probably home Thursday. Then it's six weeks on crutches and no driving, which is going to be torture for all of us", k="dad_crutches", t=["dad_knee"]),
    m("04-15 19:46", "nell", "Poor Mum. I'm still coming up Friday 25th, I'll take over grumpy patient duty.", t=["dad_knee"]),
    m("04-15 19:48", "rosie", "You're a star. Mum says bring your laptop and work from there, she'll feed you", t=["dad_knee"]),
    m("04-15 19:49", "nell", "Honestly that's the best offer I've had all year"),
    m("04-15 19:53", "rosie", "How's the brewery stuff going?", t=["tollgate"]),
    m("04-15 20:01", "nell", "Good! They picked one of the three logo routes last week, the one with the old tollgate arch. Now I'm doing the cans for the first four beers. The pale ale is called Turnpike, which I love.", k="tollgate_logo", t=["tollgate"]),
    m("04-15 20:02", "rosie", "Send me pics when you can!!", t=["tollgate"]),
    m("04-15 20:09", "nell", "[photo] This is the rough for Turnpike 🍺", t=["tollgate"]),
    m("04-15 20:12", "rosie", "Ooh that's gorgeous. The colours!! Dan says he'd buy it for the can alone", t=["tollgate"], re=-1),
    m("04-15 20:13", "nell", "That's literally the brief so I'll take it", t=["tollgate"]),
    m("04-15 20:15", "rosie", "Right, visiting hours, off I go. Love you x"),
    m("04-15 20:16", "nell", "Love you, give Dad a hug (gently)"),
    # Tue 13 May
    m("05-13 20:22", "rosie", "I DID IT!! Bristol 10K on Sunday, 58:40!! I wanted under an hour and I got it. Alfie and Dan were at the finish with a sign that said 'GO MUMMY GO' and I cried at 9k", k="rosie_10k", t=["rosie10k"]),
    m("05-13 20:24", "nell", "ROSIE!!! Under an hour!! I'm so proud of you. That sign 😭", t=["rosie10k"], re=-1),
    m("05-13 20:26", "rosie", "My legs are destroyed. I went down the stairs backwards at work yesterday.", t=["rosie10k"]),
    m("05-13 20:27", "nell", "Classic. Are you doing another one?", t=["rosie10k"]),
    m("05-13 20:30", "rosie", "Maybe the Bath Half next year if I'm feeling brave. Don't hold me to it", t=["rosie10k"]),
    m("05-13 20:31", "nell", "Holding you to it.", t=["rosie10k"]),
    m("05-13 20:36", "nell", "Invitations are done btw! Sending you the PDF. I went with the sheet music in the end, her choir's song from the Christmas concert.", k="mum_invites_done", t=["mum60"]),
    m("05-13 20:41", "rosie", "They're PERFECT. She's going to lose it. How many should I print?", t=["mum60"], re=-1),
    m("05-13 20:44", "nell", "I'll get 50 printed here, my printer does me a good deal. I'll post them to you and you can do the addresses, since you've got Mum's address book", t=["mum60"]),
    m("05-13 20:46", "rosie", "I stole it when I was up, she thinks she lost it at choir 😂", t=["mum60"]),
    m("05-13 20:47", "nell", "Criminal mastermind", t=["mum60"]),
    m("05-13 20:50", "rosie", "How's Dad doing from your end? He says he's doing his exercises but I don't trust him", t=["dad_knee"]),
    m("05-13 20:55", "nell", "When I was up he was doing them twice a day, moaning the whole time. Mum made a chart. He should be off the crutches around the start of June if it all goes to plan", t=["dad_knee"]),
    m("05-13 20:57", "rosie", "A chart 😂 of course she did", t=["dad_knee"]),
    # Tue 3 June
    m("06-03 19:05", "rosie", "Thank you SO much for the dinosaur book, he's obsessed. He made Dan read it four times at bedtime last night. The pop-up T-rex is his favourite, he's named it Gary", k="dino_book", t=["alfie_bday"]),
    m("06-03 19:07", "nell", "GARY 😂😂 I'm so glad. Did he have a good birthday?", t=["alfie_bday"], re=-1),
    m("06-03 19:12", "rosie", "The best. The party on Saturday was chaos, fourteen kids and a volcano cake. Yesterday he had pancakes for breakfast and told everyone at nursery he's 'four and a half now'", t=["alfie_bday"]),
    m("06-03 19:13", "nell", "Sounds about right. Four already, how??", k="alfie_four", t=["alfie_bday"]),
    m("06-03 19:18", "rosie", "I know. And he starts big school in September!! His place came through, it's St Anne's, the one round the corner. I cried again.", k="alfie_school_place", t=["alfie_school"]),
    m("06-03 19:19", "nell", "Little man in a school uniform, I can't cope.", t=["alfie_school"]),
    m("06-03 19:25", "rosie", "Also news. We had an offer accepted on a house!! The one in Bedminster I sent you on Rightmove, with the little garden. Dan's already measuring for a shed 😂", k="rosie_offer", t=["rosie_house"]),
    m("06-03 19:26", "nell", "WHAT! Rosie that's massive! The one with the green door?", t=["rosie_house"], re=-1),
    m("06-03 19:30", "rosie", "Green door one! Hopefully done by September, the chain's short. The mortgage stuff is terrifying but it's happening", t=["rosie_house"]),
    m("06-03 19:31", "nell", "Ahh I'm so happy for you. A garden for Alfie!", t=["rosie_house"]),
    m("06-03 19:33", "rosie", "And a spare room for you when you visit, no more sofa bed", t=["rosie_house"]),
    m("06-03 19:34", "nell", "Best news yet", t=["rosie_house"]),
    m("06-03 19:38", "rosie", "How's it going up there, is your Spanish friend still coming this week?", t=["sofia_visit"]),
    m("06-03 19:41", "nell", "Sofía! Yes, she lands Thursday. I'm taking her to quiz night, she's going to be our secret weapon", t=["sofia_visit"]),
    m("06-03 19:42", "rosie", "Haha poor pub. Have fun x", t=["sofia_visit"]),
    # Thu 19 June
    m("06-19 18:47", "nell", "Don't laugh. I sprained my wrist climbing on Tuesday. Right one. My drawing hand 🙃", k="wrist_rosie", t=["wrist"]),
    m("06-19 18:50", "rosie", "Oh NO. Not laughing. How bad? Can you move your fingers? Any swelling on the thumb side?", t=["wrist"], re=-1),
    m("06-19 18:54", "nell", "Swollen, fingers fine. I went to the walk-in centre and they x-rayed it, nothing broken. Just a bad sprain.", t=["wrist"]),
    m("06-19 18:58", "rosie", "Good that they x-rayed it. Scaphoid fractures hide, so if it's still really sore at the base of the thumb in ten days, go back.", t=["wrist"]),
    m("06-19 18:59", "nell", "Yes nurse 😂", t=["wrist"]),
    m("06-19 19:01", "rosie", "Midwife. I've delivered enough babies to know a wrist when I see one", k="rosie_midwife", t=["wrist"]),
    m("06-19 19:02", "nell", "That's not how it works", t=["wrist"]),
    m("06-19 19:03", "rosie", "It is in this family", t=["wrist"]),
    m("06-19 19:05", "rosie", "Seriously though, can you work?", t=["wrist"]),
    m("06-19 19:11", "nell", "Slowly. I'm doing the mouse left-handed, which is hilarious. Luckily the Tollgate stuff is basically done, just the final artwork to the printers. No climbing for a good while though.", t=["wrist", "tollgate"]),
    m("06-19 19:13", "rosie", "Ice it, and keep it up on a cushion when you're sitting.", t=["wrist"]),
    m("06-19 19:18", "nell", "Also... I may have a date tomorrow.", k="sam_date_tomorrow", t=["sam"]),
    m("06-19 19:19", "rosie", "EXCUSE ME. Details.", t=["sam"]),
    m("06-19 19:24", "nell", "His name's Sam, he's a mate of Owen's, we got talking on Saturday and didn't stop. He's a bike mechanic, very tall, funny. We're just going for a drink.", k="sam_intro_rosie", t=["sam"]),
    m("06-19 19:26", "rosie", "A bike mechanic! Practical. I approve already. Text me after!!", t=["sam"]),
    m("06-19 19:27", "nell", "Will do 🙈", t=["sam"]),
    m("06-19 19:28", "rosie", "Wear the green top", t=["sam"]),
    m("06-19 19:30", "nell", "Obviously the green top", t=["sam"]),
    # Sat 21 June
    m("06-21 10:02", "rosie", "Well??? 👀", t=["sam"]),
    m("06-21 10:15", "nell", "It was really nice! We went for a drink and then walked round Ancoats for ages and talked till gone midnight", t=["sam"]),
    m("06-21 10:16", "rosie", "🥰🥰 second date?", t=["sam"]),
    m("06-21 10:19", "nell", "He's taking me to see a film next week. Something with subtitles, he says. I'm worried he's going to be arty", t=["sam"]),
    m("06-21 10:20", "rosie", "You're a graphic designer, you ARE arty", t=["sam"]),
    m("06-21 10:21", "nell", "Fair", t=["sam"]),
    m("06-21 10:24", "rosie", "Alfie says 'is he a real mechanic with real spanners'. I said yes. He's very impressed", t=["sam"]),
    m("06-21 10:26", "nell", "Tell him I'll ask for a spanner demonstration", t=["sam"]),
    m("06-21 10:27", "rosie", "He'll hold you to that", t=["sam"]),
    m("06-21 10:31", "nell", "Wrist is a bit better today btw, I can hold a pen", t=["wrist"]),
    m("06-21 10:33", "rosie", "Good. Don't push it", t=["wrist"]),
    # Thu 10 July
    m("07-10 20:14", "rosie", "Party check-in! Nine days!! Venue confirmed, buffet confirmed, Aunty Jan's doing the cake, 42 yeses. Dad's in charge of getting Mum there on the night, which is a worry", t=["mum60"]),
    m("07-10 20:16", "nell", "Dad's the weak link for sure. What's the cover story?", t=["mum60"]),
    m("07-10 20:18", "rosie", "He's 'taking her for a quiet birthday dinner at the Old Swan'. Which is technically true", t=["mum60"]),
    m("07-10 20:25", "nell", "Ha! The photo book arrived today and it's gorgeous. 60 photos, from her baby photo in 1965 to Alfie's birthday. Took me about three weeks of evenings", k="photobook_done", t=["mum60"]),
    m("07-10 20:27", "rosie", "Can't wait to see it. Did you find the one of her with the perm?", t=["mum60"]),
    m("07-10 20:28", "nell", "Page 23. Full perm glory.", t=["mum60"]),
    m("07-10 20:29", "rosie", "😂😂😂", t=["mum60"]),
    m("07-10 20:31", "rosie", "How are you getting up? Train?", t=["mum60"]),
    m("07-10 20:36", "nell", "Sam's driving us up on the Saturday morning actually. Is that ok? He wants to meet everyone. Too soon?", t=["mum60", "sam"]),
    m("07-10 20:38", "rosie", "Too soon for Uncle Pete maybe. Of course it's ok!! Mum will be thrilled you're bringing someone", t=["mum60", "sam"]),
    m("07-10 20:40", "rosie", "Also how's the wrist?", t=["wrist"]),
    m("07-10 20:42", "nell", "Much better, still no climbing. Three weeks down, three to go.", t=["wrist"]),
    m("07-10 20:45", "rosie", "Good girl. We're driving up Friday after my shift and staying at Mum's. Alfie's been told it's a secret and has told everyone it's a secret", t=["mum60"]),
    m("07-10 20:46", "nell", "Perfect security", t=["mum60"]),
    m("07-10 20:49", "rosie", "Mum asked him what the secret was and he said 'I don't know', which is true, so we're fine", t=["mum60"]),
    m("07-10 20:50", "nell", "Genius", t=["mum60"]),
    # Mon 21 July
    m("07-21 12:40", "rosie", "Still recovering from Saturday 😵 I think it was the best party we've ever done. Did you see her face when she walked in??", t=["mum60"]),
    m("07-21 12:52", "nell", "I will never forget it. She went white and then swore in front of the vicar 😂", t=["mum60"]),
    m("07-21 12:55", "rosie", "And the photo book!! She cried for ten minutes. She made everyone look at page 23.", k="mum_cried", t=["mum60"]),
    m("07-21 12:58", "nell", "Sam said he's never seen a family like ours", t=["sam", "mum60"]),
    m("07-21 12:59", "rosie", "Is that good or bad", t=["sam"]),
    m("07-21 13:03", "nell", "He said good. He and Dad talked about bikes for an hour. Dad's going to try cycling for his knee now", t=["sam", "dad_knee"]),
    m("07-21 13:04", "rosie", "Uh oh. Dad in lycra", t=["dad_knee"]),
    m("07-21 13:05", "nell", "I've seen things I can't unsee"),
    m("07-21 13:09", "rosie", "Anyway I really like him Nell. He was great with Alfie too, he did the spanner demonstration", t=["sam"]),
    m("07-21 13:12", "nell", "Thanks Ro ❤️ Did we hit the bar spend in the end?", t=["mum60"]),
    m("07-21 13:14", "rosie", "£1,140. Uncle Pete did most of it", t=["mum60"]),
    m("07-21 13:15", "nell", "As predicted", t=["mum60"]),
    # Sun 17 August
    m("08-17 17:30", "rosie", "Are you free for a call tonight? Nothing bad I promise!"),
    m("08-17 17:41", "nell", "Yes, after 8? You've got me curious"),
    m("08-17 17:42", "rosie", "8 is good"),
    m("08-17 21:15", "nell", "I'm still squealing. AUNTY NELL AGAIN!!! 😭😭", k="baby_reaction", t=["baby"]),
    m("08-17 21:19", "rosie", "Haha! Remember it's still early, we're only telling family. The 12 week scan was on Thursday and everything looked perfect. Due date is 24 February", k="baby_due", t=["baby"]),
    m("08-17 21:20", "nell", "Alfie is going to be the bossiest big brother", t=["baby"]),
    m("08-17 21:22", "rosie", "He's already asked if the baby can be a triceratops", t=["baby"]),
    m("08-17 21:23", "nell", "Valid request", t=["baby"]),
    m("08-17 21:27", "rosie", "And before you ask, the new house has a room for it. Completion is looking like late September", t=["rosie_house", "baby"]),
    m("08-17 21:29", "nell", "Perfect timing. Are you feeling ok? Sick?", t=["baby"]),
    m("08-17 21:33", "rosie", "Sick all day every day for a month, starting to ease now. Ginger biscuits are my whole diet", t=["baby"]),
    m("08-17 21:34", "nell", "Poor you. I'll send a care package", t=["baby"]),
    m("08-17 21:36", "rosie", "Don't you dare send anything with ginger in it", t=["baby"]),
    m("08-17 21:38", "nell", "Noted 😂 Love you, tell Dan congrats x", t=["baby"]),
    # Sun 7 September
    m("09-07 16:20", "rosie", "[photo] Sorry I didn't send this sooner! Alfie's first day at school was on Thursday. Look at him in his jumper, it's enormous on him 😭", k="alfie_school_start", t=["alfie_school"]),
    m("09-07 16:24", "nell", "Stop it. That jumper. He looks so grown up. How did he find it?", t=["alfie_school"], re=-1),
    m("09-07 16:28", "rosie", "He came out and said 'I made a friend called Ollie and we're going to be vets'. Then he fell asleep in the car at twenty past three", t=["alfie_school"]),
    m("09-07 16:29", "nell", "Vets is a solid career plan", t=["alfie_school"]),
    m("09-07 16:31", "rosie", "Better than being a T-rex. How was Lisbon?? I've been dying to ask", t=["lisbon"]),
    m("09-07 16:38", "nell", "Amazing. So hot. We did the tram, the castle, ate about 40 pastéis de nata, and did a day trip to Sintra which was the highlight. Jess got sunburnt on day one and spent the rest of the trip in a hat", t=["lisbon"]),
    m("09-07 16:40", "rosie", "Jess in a hat, so on brand", t=["lisbon"]),
    m("09-07 16:42", "nell", "And Pickle stayed with Jess's mum and apparently had the best week of his life", t=["lisbon", "pickle"]),
    m("09-07 16:45", "rosie", "Of course he did. How's the wrist now? Climbing again?", t=["wrist"]),
    m("09-07 16:48", "nell", "Yep, back since early August, taking it easy on the overhangs", t=["wrist"]),
    m("09-07 16:53", "rosie", "Good. House update: we exchanged contracts on Friday!! Completion is the 26th", k="rosie_exchange", t=["rosie_house"]),
    m("09-07 16:54", "nell", "ROSIE!!! It's real! Do you need help moving? I can come down", t=["rosie_house"], re=-1),
    m("09-07 16:58", "rosie", "Would you?? The weekend after, for unpacking and building Alfie's bed. Dan is useless with flatpack", t=["rosie_house"]),
    m("09-07 16:59", "nell", "I'll bring my allen key", t=["rosie_house"]),
    # Mon 29 September
    m("09-29 18:02", "rosie", "Thank you SO much for this weekend. I can't believe we only got the keys on Friday and it already feels like home. The bed is still standing!", k="rosie_keys", t=["rosie_house"]),
    m("09-29 18:10", "nell", "It was so fun. Alfie showing everyone 'his garden' was the best bit", t=["rosie_house"]),
    m("09-29 18:12", "rosie", "He's been out in it every morning in his pyjamas, looking for worms", t=["rosie_house"]),
    m("09-29 18:13", "nell", "Future vet", t=["rosie_house"]),
    m("09-29 18:15", "rosie", "Exactly. How was the drive back?"),
    m("09-29 18:19", "nell", "Long. The M5 was a car park. Sam slept from Birmingham onwards", t=["sam"]),
    m("09-29 18:22", "nell", "Also I have to get ready for Seville! The wedding's in under two weeks and I haven't bought a dress", t=["sofia_wedding"]),
    m("09-29 18:23", "rosie", "Nell. NELL. What are you doing", t=["sofia_wedding"]),
    m("09-29 18:28", "nell", "I know. Shopping tomorrow. I've done the invitations, the table plan and the menus for her, but nothing for myself. Cobbler's children", t=["sofia_wedding"]),
    m("09-29 18:30", "rosie", "Go for something bright, it's Spain! Send pics from the changing room", t=["sofia_wedding"]),
    m("09-29 18:31", "nell", "Will do x"),
    m("09-29 18:36", "rosie", "Oh and Mum wants to know who's doing Christmas. I think it's us this year, in the new house??", t=["christmas"]),
    m("09-29 18:39", "nell", "Ooh, a Bristol Christmas! I'm in. I'll talk to Sam about it", t=["christmas", "sam"]),
    # Sun 2 November
    m("11-02 15:10", "rosie", "Christmas is confirmed at ours! Mum and Dad are coming on the 23rd and staying till the 27th. Can you and Sam come Christmas Eve?", t=["christmas"]),
    m("11-02 15:18", "nell", "Yes! Sam's going to his mum's in Leeds on Boxing Day, so we'll drive down on the 24th and he'll head off on the 26th", t=["christmas", "sam"]),
    m("11-02 15:21", "rosie", "Perfect. We're doing Secret Santa for the adults so Mum doesn't go overboard. £25 limit. I'll draw names", t=["christmas"]),
    m("11-02 15:24", "nell", "Ha, I'm about to do one with the quiz lot too. I'm going to be Secret Santa'd out", t=["christmas", "secret_santa"]),
    m("11-02 15:27", "rosie", "How was the wedding by the way?! You sent me three photos and then went silent", t=["sofia_wedding"]),
    m("11-02 15:36", "nell", "Sorry!! It was magical. The ceremony was in a little church in Triana, then dinner in a courtyard full of orange trees, dancing till 4am. Sofía looked incredible. I cried during the vows even though I only understood half", t=["sofia_wedding"]),
    m("11-02 15:38", "rosie", "Ahhh. Did your Spanish hold up?", t=["spanish"]),
    m("11-02 15:42", "nell", "I managed a toast in Spanish! Three sentences. Javi's grandma kissed me on both cheeks after, so I think it went ok", t=["spanish", "sofia_wedding"]),
    m("11-02 15:46", "rosie", "Amazing. Baby update: she's kicking loads now 🥰", t=["baby"]),
    m("11-02 15:47", "nell", "She?!?! Is it a girl??", t=["baby"]),
    m("11-02 15:50", "rosie", "Oops. Yes! We found out at the 20 week scan. We were going to keep it quiet but I can't. A girl!!", k="baby_girl", t=["baby"]),
    m("11-02 15:51", "nell", "A GIRL!! Alfie's going to have a little sister!! Names??", t=["baby"]),
    m("11-02 15:55", "rosie", "Alfie wants 'Rexie'. We've got a shortlist but we're not telling anyone till she's here", t=["baby"]),
    m("11-02 15:57", "nell", "Rexie is... a choice. I'll respect the secrecy", t=["baby"]),
    # Sat 22 November
    m("11-22 11:20", "nell", "Biscuit had his teeth done yesterday, three out. He's high as a kite and keeps walking into the sofa", k="biscuit_teeth", t=["biscuit"]),
    m("11-22 11:28", "rosie", "Aww poor baby. Is he eating?", t=["biscuit"], re=-1),
    m("11-22 11:31", "nell", "Mashed-up food only for a week. He's outraged", t=["biscuit"]),
    m("11-22 11:33", "rosie", "On a diet AND no teeth, he's having a rough year", t=["biscuit"]),
    m("11-22 11:36", "nell", "He's lost 600g since the spring so the vet was thrilled at least", t=["biscuit"]),
    m("11-22 11:37", "rosie", "Good boy Biscuit 🐱", t=["biscuit"]),
    m("11-22 11:45", "rosie", "Alfie's in the school nativity in December, he's been cast as 'Sheep 3'", t=["alfie_school"]),
    m("11-22 11:47", "nell", "Sheep 3!! A video is mandatory", t=["alfie_school"]),
    m("11-22 11:49", "rosie", "He's practising his baa. Constantly. Send help", t=["alfie_school"]),
    m("11-22 11:50", "nell", "Method actor", t=["alfie_school"]),
])

# ---------------------------------------------------------------- c02 Jess (best friend, lowercase)
chat("c02", "Jess Whitfield", "direct", ["nell", "jess"], [
    # Tue 4 March
    m("03-04 17:45", "jess", "cant do climbing tonight, parents evening 😩 tmrw instead??", t=["climbing"]),
    m("03-04 17:52", "nell", "Tomorrow works! Shame to break the Tuesday streak though. 7 at Rockworks?", k="climb_tuesdays", t=["climbing"]),
    m("03-04 17:53", "jess", "yesss", t=["climbing"]),
    m("03-04 17:58", "jess", "ALSO. news. ive applied to adopt a greyhound 🐕 northern greyhound rescue. theyre doing a home check next week", k="jess_apply", t=["pickle_adopt"]),
    m("03-04 18:00", "nell", "JESS. A DOG. Finally!!", t=["pickle_adopt"]),
    m("03-04 18:03", "jess", "i kno!!! callum isnt thrilled tbh but its my flat so", t=["pickle_adopt", "callum"]),
    m("03-04 18:05", "nell", "He'll come round. Greyhounds are basically cats, they sleep 20 hours a day", t=["pickle_adopt"]),
    m("03-04 18:09", "jess", "thats what i said!! theres one called swift bramble they think will suit me, hes 4, retired from racing at romford. look at his little face", k="swift_bramble", t=["pickle_adopt"]),
    m("03-04 18:10", "jess", "[photo]", t=["pickle_adopt"]),
    m("03-04 18:12", "nell", "OH. That face. He looks so sad and noble", t=["pickle_adopt"]),
    m("03-04 18:13", "jess", "hes a prince. id rename him tho, swift bramble is a mouthful", t=["pickle_adopt"]),
    m("03-04 18:14", "nell", "What would you call him?", t=["pickle_adopt"]),
    m("03-04 18:15", "jess", "dunno yet. something food related obvs", t=["pickle_adopt"]),
    m("03-04 18:17", "nell", "Obviously. Nothing more dignified than a greyhound named after a snack", t=["pickle_adopt"]),
    m("03-04 18:18", "jess", "EXACTLY", t=["pickle_adopt"]),
    m("03-04 18:22", "jess", "how did the tollgate pitch go btw", t=["tollgate"]),
    m("03-04 18:25", "nell", "Got it!! Found out on Friday. Full rebrand!", k="tollgate_win_jess", t=["tollgate"], re=-1),
    m("03-04 18:26", "jess", "NELL 🍻🍻 drinks on u thurs at quiz", t=["tollgate"]),
    # Wed 5 March
    m("03-05 21:40", "jess", "my forearms r dead. that purple one was evil", t=["climbing"]),
    m("03-05 21:42", "nell", "You nearly had it! Next week", t=["climbing"]),
    m("03-05 21:43", "jess", "u flashed the blue one tho, show off", t=["climbing"]),
    m("03-05 21:45", "nell", "It was a fluke 😅", t=["climbing"]),
    m("03-05 21:46", "jess", "sure jan", t=["climbing"]),
    m("03-05 21:50", "jess", "home check is next thurs btw. do u think i need to hoover the ceiling", t=["pickle_adopt"]),
    m("03-05 21:51", "nell", "Why would you hoover a ceiling", t=["pickle_adopt"]),
    m("03-05 21:53", "jess", "idk!! in case they look up!!", t=["pickle_adopt"]),
    m("03-05 21:54", "nell", "They're checking you have a fence, not cobwebs. You'll be fine", t=["pickle_adopt"]),
    m("03-05 21:55", "jess", "ok. im hoovering the ceiling anyway", t=["pickle_adopt"]),
    # Sun 6 April
    m("04-06 11:03", "jess", "HES HOME 😭😭 picked him up from the kennels yesterday. meet PICKLE", k="pickle_home", t=["pickle_adopt"]),
    m("04-06 11:04", "jess", "[photo]", t=["pickle_adopt"]),
    m("04-06 11:10", "nell", "PICKLE!!! Jess he's perfect. Pickle is the best name", t=["pickle_adopt"], re="pickle_home"),
    m("04-06 11:12", "jess", "he slept 14 hours last night. on MY bed. the dog bed i bought is apparently beneath him", t=["pickle_adopt"]),
    m("04-06 11:13", "nell", "Of course it is, he's royalty", t=["pickle_adopt"]),
    m("04-06 11:16", "jess", "he doesnt know how stairs work. he just stares at them", t=["pickle_adopt"]),
    m("04-06 11:18", "nell", "Hahaha, ex-racers don't do stairs, do they?", t=["pickle_adopt"]),
    m("04-06 11:21", "jess", "nope. the rescue lady said itll take a couple of weeks. so im carrying a 32kg dog up to my flat like a bride", t=["pickle_adopt"]),
    m("04-06 11:22", "nell", "I need a video of this immediately", t=["pickle_adopt"]),
    m("04-06 11:23", "jess", "absolutely not", t=["pickle_adopt"]),
    m("04-06 11:26", "jess", "ok fine [video]", t=["pickle_adopt"]),
    m("04-06 11:28", "nell", "I'm crying", t=["pickle_adopt"]),
    m("04-06 11:30", "nell", "Can I come and meet him tomorrow?", t=["pickle_adopt"]),
    m("04-06 11:33", "jess", "pls do!! after 4, im doing lesson plans in the morning", t=["pickle_adopt"]),
    m("04-06 11:34", "nell", "Deal. I'll bring him a toy", t=["pickle_adopt"]),
    m("04-06 11:36", "jess", "he doesnt know what toys are yet either lol. hes a blank slate", t=["pickle_adopt"]),
    m("04-06 11:37", "nell", "A big sleepy blank slate", t=["pickle_adopt"]),
    m("04-06 11:45", "jess", "callums sulking btw. says the flat smells of dog. it doesnt", t=["callum"]),
    m("04-06 11:47", "nell", "It definitely doesn't. Ignore him", t=["callum"]),
    m("04-06 11:48", "jess", "trying to", t=["callum"]),
    # Mon 21 April (Easter Monday)
    m("04-21 15:12", "jess", "so me and callum broke up. on saturday. it was me who ended it before u ask", k="callum_breakup", t=["callum"]),
    m("04-21 15:15", "nell", "Oh Jess. Are you ok? Do you want me to come over?", t=["callum"], re=-1),
    m("04-21 15:21", "jess", "im ok actually. its been coming for ages. he never wanted the dog, never wanted to do anything at weekends, never came to quiz. i felt like i was dating my sofa", t=["callum"]),
    m("04-21 15:22", "nell", "You deserve someone who comes to quiz", t=["callum"]),
    m("04-21 15:23", "jess", "thats the bar. literally the bar", t=["callum"]),
    m("04-21 15:27", "jess", "hes moving his stuff out this week. pickle will be glad, callum used to nick his spot on the sofa", t=["callum", "pickle"]),
    m("04-21 15:28", "nell", "Pickle's the real winner here", t=["callum", "pickle"]),
    m("04-21 15:31", "nell", "Seriously though, come round tomorrow? I'll make the lasagne", t=["callum"]),
    m("04-21 15:32", "jess", "the lasagne 🥹 yes pls", t=["callum"]),
    m("04-21 15:33", "jess", "can i bring pickle", t=["pickle"]),
    m("04-21 15:34", "nell", "Biscuit will hate it but yes", t=["pickle", "biscuit"]),
    m("04-21 15:35", "jess", "biscuit hates everything", t=["biscuit"]),
    m("04-21 15:36", "nell", "Fair"),
    m("04-21 15:37", "jess", "love u x"),
    # Tue 13 May
    m("05-13 18:30", "jess", "ok ofsted are coming tomorrow and thursday and i want to die", k="ofsted", t=["ofsted"]),
    m("05-13 18:33", "nell", "Noooo. You'll be fine, your classroom is the best in that school", t=["ofsted"]),
    m("05-13 18:35", "jess", "my displays are iconic ngl. but theyll ask about the phonics data and i will cry", t=["ofsted"]),
    m("05-13 18:36", "nell", "Tell them about the volcano project", t=["ofsted"]),
    m("05-13 18:37", "jess", "the volcano project is my legacy", t=["ofsted"]),
    m("05-13 18:41", "jess", "also i need something to look forward to. LISBON. can we book it. summer hols. pls", t=["lisbon"]),
    m("05-13 18:42", "nell", "YES. When do you break up?", t=["lisbon"]),
    m("05-13 18:45", "jess", "23 july. but my sis's wedding is 2 aug so after that", k="hannah_wedding_date", t=["lisbon"]),
    m("05-13 18:49", "nell", "What about 21st to 25th August? The 25th's the bank holiday so I won't miss much work", t=["lisbon"]),
    m("05-13 18:50", "jess", "perfect. easyjet from manc?", t=["lisbon"]),
    m("05-13 18:56", "nell", "Looking now... £98 return each with a bag. Thursday morning out, Monday evening back", t=["lisbon"]),
    m("05-13 18:57", "jess", "BOOK IT BOOK IT", t=["lisbon"]),
    m("05-13 19:04", "nell", "Booked!! 21–25 Aug, Lisbon baby 🇵🇹", k="lisbon_booked", t=["lisbon"]),
    m("05-13 19:10", "jess", "ahhhh!!! ive found an airbnb in alfama with a roof terrace, sending link", t=["lisbon"]),
    m("05-13 19:13", "nell", "That terrace 😍 book it, I'll send you half", t=["lisbon"]),
    m("05-13 19:15", "jess", "done. now i just have to survive ofsted", t=["ofsted"]),
    # Thu 15 May
    m("05-15 17:32", "jess", "ofsted DONE. they were actually nice?? the lead inspector loved my reading corner", t=["ofsted"]),
    m("05-15 17:35", "nell", "Told you!!! Celebration drinks tonight?", t=["ofsted"]),
    m("05-15 17:37", "jess", "im asleep by 9 tonight. tmrw??"),
    m("05-15 17:38", "nell", "Tomorrow. Pickle can come to the beer garden", t=["pickle"]),
    m("05-15 17:40", "jess", "he loves a beer garden. ppl feed him chips", t=["pickle"]),
    m("05-15 17:41", "nell", "Chips are his love language", t=["pickle"]),
    m("05-15 17:44", "jess", "head said i can keep my reading corner idea for the whole school next year. im basically famous", t=["ofsted"]),
    m("05-15 17:45", "nell", "Reading corner royalty 👑", t=["ofsted"]),
    m("05-15 17:46", "jess", "u may bow", t=["ofsted"]),
    m("05-15 17:47", "nell", "*bows*"),
    # Tue 17 June
    m("06-17 20:31", "jess", "hows the wrist?? u went down so weird", t=["wrist"]),
    m("06-17 20:35", "nell", "Swollen like a grapefruit. At the walk-in centre now, waiting for an x-ray", t=["wrist"]),
    m("06-17 20:36", "jess", "im so sorry i shouted 'go on' right before u fell", t=["wrist"]),
    m("06-17 20:39", "nell", "Not your fault, I landed badly off the yellow one. My own stupid fault for not downclimbing", k="wrist_fall", t=["wrist"]),
    m("06-17 20:40", "jess", "want me to come? i can bring snacks", t=["wrist"]),
    m("06-17 20:41", "nell", "No it's fine, they said 20 minutes. I'll text you after", t=["wrist"]),
    m("06-17 21:40", "nell", "Not broken! Just a sprain. The physio here said no climbing for six weeks, and a splint for the first week 😩", k="wrist_6wk", t=["wrist"]),
    m("06-17 21:41", "jess", "SIX WEEKS. thats the whole summer of climbing", t=["wrist"], re=-1),
    m("06-17 21:43", "nell", "Well, till the end of July. I'll still come and watch and heckle", t=["wrist", "climbing"]),
    m("06-17 21:44", "jess", "the heckling is ur best skill anyway", t=["wrist"]),
    m("06-17 21:45", "nell", "Rude but true", t=["wrist"]),
    m("06-17 21:47", "jess", "can u even draw rn", t=["wrist"]),
    m("06-17 21:50", "nell", "Left-handed. Badly. The Tollgate stuff is nearly done, thank god", t=["wrist", "tollgate"]),
    m("06-17 21:51", "jess", "is the launch still happening", t=["tollgate"]),
    m("06-17 21:54", "nell", "Yep, launch party at their taproom, Friday 11 July. You're coming", k="tollgate_launch_date", t=["tollgate"]),
    m("06-17 21:55", "jess", "obviously. free beer", t=["tollgate"]),
    # Mon 23 June
    m("06-23 19:02", "jess", "ok ive waited long enough. THE DATE. spill", t=["sam"]),
    m("06-23 19:08", "nell", "Ok so. We went for drinks on Friday at Port Street, then walked round Ancoats for ages. He's so easy to talk to", k="sam_first_date", t=["sam"]),
    m("06-23 19:09", "jess", "walking round ancoats is so romantic wtf", t=["sam"]),
    m("06-23 19:13", "nell", "It was!! He fixes bikes at a shop in Chorlton. He used to race when he was younger", k="sam_job", t=["sam"]),
    m("06-23 19:14", "jess", "wait CHORLTON. which shop", t=["sam"]),
    m("06-23 19:15", "nell", "Spoke & Chain? Next to the Co-op", t=["sam"]),
    m("06-23 19:17", "jess", "omg i walk pickle past it every morning. i will be staring through the window", t=["sam", "pickle"]),
    m("06-23 19:18", "nell", "Please don't", t=["sam"]),
    m("06-23 19:19", "jess", "i will be subtle", t=["sam"]),
    m("06-23 19:20", "nell", "You've never been subtle in your life", t=["sam"]),
    m("06-23 19:21", "jess", "true. so. second date??", t=["sam"]),
    m("06-23 19:24", "nell", "Thursday, he's taking me to HOME to see a Korean film", t=["sam"]),
    m("06-23 19:26", "jess", "arty. i like him. owen says hes sound btw, theyve been mates since uni", t=["sam"]),
    m("06-23 19:27", "nell", "You asked Owen??", t=["sam"]),
    m("06-23 19:28", "jess", "obviously i asked owen", t=["sam"]),
    # Sat 12 July
    m("07-12 11:05", "jess", "last night was SO good. ur cans looked amazing all lined up behind the bar", t=["tollgate"]),
    m("07-12 11:12", "nell", "Thank you for coming!! Wasn't it weird seeing them all stacked up", t=["tollgate"]),
    m("07-12 11:14", "jess", "the turnpike is my new fav beer. dangerously drinkable", t=["tollgate"]),
    m("07-12 11:16", "nell", "It's 5.2% though, careful", k="turnpike_abv", t=["tollgate"]),
    m("07-12 11:17", "jess", "i know that NOW", t=["tollgate"]),
    m("07-12 11:20", "jess", "also sam is lovely. he brought pickle a sausage roll", t=["sam", "pickle"]),
    m("07-12 11:22", "nell", "He's won you over with sausage roll diplomacy", t=["sam"]),
    m("07-12 11:24", "jess", "pickle is my moral compass. if pickle likes him i like him", t=["sam", "pickle"]),
    m("07-12 11:25", "nell", "😂 what a system", t=["sam"]),
    m("07-12 11:27", "jess", "hows the head", t=["tollgate"]),
    m("07-12 11:29", "nell", "Rough. Worth it", t=["tollgate"]),
    # Wed 23 July
    m("07-23 16:10", "jess", "SUMMER HOLS!!! last day of term today. my kids gave me 19 cards and a mug that says worlds okayest teacher"),
    m("07-23 16:14", "nell", "Okayest is fair"),
    m("07-23 16:15", "jess", "rude. accurate"),
    m("07-23 16:19", "jess", "how was ur mums party?? the photos on rosies insta look amazing", t=["mum60"]),
    m("07-23 16:25", "nell", "Best night ever. Mum cried at the photo book, Dad danced to Abba on his new knee, and Sam survived my entire family", t=["mum60", "sam"]),
    m("07-23 16:26", "jess", "sam met the family already 👀👀", t=["sam"]),
    m("07-23 16:27", "nell", "He drove us!! It was logistics", t=["sam"]),
    m("07-23 16:28", "jess", "logistics my bum", t=["sam"]),
    m("07-23 16:31", "jess", "ok im going to sleep for 6 weeks. wake me for lisbon", t=["lisbon"]),
    m("07-23 16:32", "nell", "And camping!! Don't sleep through camping", t=["camping"]),
    m("07-23 16:33", "jess", "and camping. and hannahs wedding. ok im not sleeping at all", t=["camping"]),
    # Tue 5 August
    m("08-05 12:30", "nell", "Guess who's back on the wall tonight 🧗‍♀️ The physio signed me off yesterday!", k="wrist_back", t=["wrist", "climbing"]),
    m("08-05 12:34", "jess", "YESSSS. 7pm? ill go easy on u", t=["climbing"]),
    m("08-05 12:35", "nell", "7 is good. Easy routes only, I promised", t=["climbing", "wrist"]),
    m("08-05 12:38", "jess", "ok also i have to tell u something"),
    m("08-05 12:39", "nell", "??"),
    m("08-05 12:42", "jess", "i kissed someone at hannahs wedding on saturday 🙈", k="marcus_met", t=["marcus"]),
    m("08-05 12:43", "nell", "JESS!!! Who???", t=["marcus"]),
    m("08-05 12:47", "jess", "marcus. hes the grooms cousin. hes a paramedic and he danced with my nan for like 3 songs", k="marcus_job", t=["marcus"]),
    m("08-05 12:48", "nell", "Dancing with your nan is elite behaviour", t=["marcus"]),
    m("08-05 12:51", "jess", "i KNOW. weve been texting since. hes taking me for dinner friday", t=["marcus"]),
    m("08-05 12:52", "nell", "Friday!! Where does he live?", t=["marcus"]),
    m("08-05 12:54", "jess", "stockport so not far. pickle will have to approve obvs", t=["marcus", "pickle"]),
    m("08-05 12:55", "nell", "Obviously, Pickle has final say", t=["marcus", "pickle"]),
    m("08-05 12:57", "jess", "tell me everything about ur wrist tonight", t=["wrist"]),
    # Tue 19 August
    m("08-19 19:40", "jess", "2 DAYS. have u packed", t=["lisbon"]),
    m("08-19 19:44", "nell", "I've made a list, which is basically packing", t=["lisbon"]),
    m("08-19 19:45", "jess", "its not", t=["lisbon"]),
    m("08-19 19:47", "jess", "suncream factor 50 pls, i burn looking at a lightbulb", t=["lisbon"]),
    m("08-19 19:50", "nell", "Factor 50, got it. Did you book the Sintra day?", t=["lisbon"]),
    m("08-19 19:54", "jess", "yes!! saturday, train from rossio at 9.30. were doing pena palace and the moorish castle", k="sintra_plan", t=["lisbon"]),
    m("08-19 19:56", "nell", "Amazing. And the fado place Sofía recommended for Friday night?", t=["lisbon"]),
    m("08-19 19:58", "jess", "booked for 9pm. tasca do chico or smth", t=["lisbon"]),
    m("08-19 19:59", "nell", "Perfect. Pickle sorted?", t=["pickle"]),
    m("08-19 20:02", "jess", "going to my mums tmrw night. shes bought him a new bed. hes going to come back spoilt", t=["pickle"]),
    m("08-19 20:03", "nell", "He's already spoilt", t=["pickle"]),
    m("08-19 20:04", "jess", "more spoilt", t=["pickle"]),
    m("08-19 20:07", "nell", "How's Marcus?", t=["marcus"]),
    m("08-19 20:11", "jess", "good 🥰 hes cooking me dinner tonight. 3rd proper date. i think i like him nell", t=["marcus"]),
    m("08-19 20:12", "nell", "I can tell from the emoji", t=["marcus"]),
    # Tue 26 August
    m("08-26 09:15", "jess", "back to reality. pickle ignored me for 10 mins as punishment", t=["pickle"]),
    m("08-26 09:22", "nell", "Best trip ever. My favourite bit was Sintra, hands down", t=["lisbon"]),
    m("08-26 09:25", "jess", "mine was the fado. i cried at a song i didnt understand", t=["lisbon"]),
    m("08-26 09:26", "nell", "You also cried at the pastel de nata at Manteigaria", t=["lisbon"]),
    m("08-26 09:27", "jess", "it was THAT good", t=["lisbon"]),
    m("08-26 09:31", "jess", "my sunburn is peeling btw. i look like a lizard", t=["lisbon"]),
    m("08-26 09:32", "nell", "You said no to factor 50 on day one!!", t=["lisbon"]),
    m("08-26 09:33", "jess", "i was arrogant", t=["lisbon"]),
    m("08-26 09:36", "nell", "Same time next year? Porto?", t=["lisbon"]),
    m("08-26 09:38", "jess", "porto. book it. ill pack the factor 50 myself", t=["lisbon"]),
    # Thu 18 September
    m("09-18 14:20", "jess", "failed my driving test 😭😭 3 minors and a serious for not checking my mirror at a roundabout. on the a6 of all places", k="driving_fail", t=["driving"]),
    m("09-18 14:24", "nell", "Oh no Jess. A6 roundabouts are evil though, everyone knows that", t=["driving"], re=-1),
    m("09-18 14:27", "jess", "instructor said i was nervous. i WAS nervous. i had a coffee at 7am like an idiot", t=["driving"]),
    m("09-18 14:28", "nell", "When can you rebook?", t=["driving"]),
    m("09-18 14:33", "jess", "first slot is 14 november. 2 months!! ill have forgotten how to drive", k="driving_rebook", t=["driving"]),
    m("09-18 14:35", "nell", "You'll have more lessons before then. You'll fly it", t=["driving"]),
    m("09-18 14:38", "jess", "marcus says hell take me out in his car at weekends. brave man", t=["driving", "marcus"]),
    m("09-18 14:39", "nell", "Very brave. Is his car insured for you?", t=["driving"]),
    m("09-18 14:40", "jess", "hes sorting it", t=["driving"]),
    m("09-18 14:42", "nell", "Good. And you're not allowed coffee on 14 November", t=["driving"]),
    m("09-18 14:43", "jess", "decaf only", t=["driving"]),
    m("09-18 14:44", "nell", "Decaf and vibes", t=["driving"]),
    # Fri 3 October
    m("10-03 08:02", "nell", "HAPPY BIRTHDAY JESSICA 🎂🎉 33 looks good on you", k="jess_bday", t=["jess_bday"]),
    m("10-03 08:20", "jess", "thank uuuu 🥳 pickle got me a card (marcus wrote it)", t=["jess_bday", "pickle", "marcus"]),
    m("10-03 08:21", "nell", "Pickle has lovely handwriting", t=["jess_bday", "pickle"]),
    m("10-03 08:25", "jess", "still on for comedy tonight?", t=["jess_bday"]),
    m("10-03 08:28", "nell", "Yes! 7.30 at the Frog and Bucket, I've got the tickets", t=["jess_bday"]),
    m("10-03 08:30", "jess", "yay. owen and farah coming for drinks after too", t=["jess_bday"]),
    m("10-03 08:34", "nell", "Perfect. I'm off to Seville on Thursday so this is my last night out before I have to be a responsible wedding guest", t=["sofia_wedding"]),
    m("10-03 08:35", "jess", "u have never once been a responsible wedding guest", t=["sofia_wedding"]),
    m("10-03 08:36", "nell", "There's a first time for everything"),
    m("10-03 08:37", "jess", "there isnt"),
    # Sat 15 November
    m("11-15 10:05", "jess", "I PASSED!!!!!!! yesterday!!! sorry i was too emotional to text last night", k="driving_pass", t=["driving"]),
    m("11-15 10:07", "nell", "JESS!!!!!!! 🚗🚗🎉 I knew it!!", t=["driving"], re=-1),
    m("11-15 10:10", "jess", "2 minors only!! same examiner as last time too, he smiled at me at the end", t=["driving"]),
    m("11-15 10:11", "nell", "Redemption arc complete", t=["driving"]),
    m("11-15 10:12", "jess", "decaf worked", t=["driving"]),
    m("11-15 10:13", "nell", "Decaf and vibes always wins", t=["driving"]),
    m("11-15 10:17", "jess", "marcus is letting me drive to his parents for sunday lunch tmrw. pickle in the back", t=["driving", "marcus", "pickle"]),
    m("11-15 10:19", "nell", "Pickle's first road trip with you at the wheel! Is he nervous", t=["driving", "pickle"]),
    m("11-15 10:20", "jess", "hes asleep. hes always asleep", t=["pickle"]),
    m("11-15 10:22", "nell", "True. Next step: a car of your own?", t=["driving"]),
    m("11-15 10:25", "jess", "mums giving me her old fiesta in january when she gets her new one", t=["driving"]),
    m("11-15 10:26", "nell", "A FIESTA. Classic first car", t=["driving"]),
    m("11-15 10:27", "jess", "its purple", t=["driving"]),
    m("11-15 10:28", "nell", "Even better", t=["driving"]),
    # Tue 25 November
    m("11-25 17:50", "jess", "r u coming climbing tonight or is it too cold", t=["climbing"]),
    m("11-25 17:53", "nell", "Coming! I need to burn off the Secret Santa stress", t=["climbing", "secret_santa"]),
    m("11-25 17:54", "jess", "who did u get", t=["secret_santa"]),
    m("11-25 17:56", "nell", "Can't say! It's secret!! But it's someone who likes running", t=["secret_santa"]),
    m("11-25 17:57", "jess", "its owen. its obviously owen. nobody else runs", t=["secret_santa"]),
    m("11-25 17:58", "nell", "Rosie runs", t=["secret_santa"]),
    m("11-25 17:59", "jess", "rosies not in quiz lol", t=["secret_santa"]),
    m("11-25 18:00", "nell", "Ok fine. Don't tell him", t=["secret_santa"]),
    m("11-25 18:01", "jess", "my lips r sealed 🤐", t=["secret_santa"]),
    m("11-25 18:03", "jess", "see u at 7. the new purple circuit is up", t=["climbing"]),
    m("11-25 18:04", "nell", "Purple is my nemesis", t=["climbing"]),
])

# ---------------------------------------------------------------- c03 Sofía (Madrid, second-language English)
chat("c03", "Sofía Herrera", "direct", ["nell", "sofia"], [
    # Sun 16 March
    m("03-16 11:22", "sofia", "Nell!! How are you? Today I found a photo of our flat in Rusholme, with the terrible orange sofa, and I think of you. I cannot believe is already five years since I left Manchester 😭", k="sofia_left", t=["sofia_past"]),
    m("03-16 11:40", "nell", "SOFÍA! The orange sofa!!! I still have nightmares about it. Five years, that's mad. 2019 in that flat was the best year.", k="flat_2019", t=["sofia_past"], re=-1),
    m("03-16 11:46", "sofia", "The best. And I left just one week before everything closed for covid, remember? Very lucky. How are you? How is the freelance life? In Christmas you told me you were thinking about it", t=["sofia_past", "freelance"]),
    m("03-16 11:53", "nell", "I did it! I left Northlight at the end of January. It's scary but good. And I've just got a big client, a brewery in Stockport, a full rebrand.", k="nell_freelance", t=["freelance", "tollgate"]),
    m("03-16 11:55", "sofia", "Qué bien!! I am so proud of you. You were always too good for that agency, your boss was a idiot", t=["freelance"]),
    m("03-16 11:58", "nell", "He really was 😂 How about you? How's Javi? How's the wedding planning?", t=["sofia_wedding"]),
    m("03-16 12:06", "sofia", "Ay, the wedding. Is a lot of work. We have the date now: 11 of October, in Sevilla, because the family of Javi is from there. The church is in Triana and after we have a dinner in a hacienda. You MUST come, is not optional", k="wedding_date", t=["sofia_wedding"]),
    m("03-16 12:08", "nell", "Try and stop me!! I've never been to Seville.", t=["sofia_wedding"]),
    m("03-16 12:13", "sofia", "Perfect. And I want to ask you something... can you design our invitations? I pay you of course, like a real client. I want something with the tiles of Sevilla, the azulejos, but modern", k="invite_ask", t=["sofia_invites"]),
    m("03-16 12:17", "nell", "I'd love to! And you're not paying me, it's my wedding present. Send me the colours you like and the wording.", t=["sofia_invites"], re=-1),
    m("03-16 12:19", "sofia", "No no no I will pay you. We discuss later 😤", t=["sofia_invites"]),
    m("03-16 12:20", "nell", "We'll see 😄", t=["sofia_invites"]),
    m("03-16 12:26", "sofia", "I send you a Pinterest board tomorrow. Also I am very busy in the office, they make me project lead for the new library in Getafe! My first big project as lead", k="sofia_promo", t=["sofia_work"]),
    m("03-16 12:28", "nell", "That's huge!! A whole library! Congratulations!", t=["sofia_work"]),
    m("03-16 12:33", "sofia", "Thank you!! Is a public library, three floors, with a garden on the roof. I am very nervous but very happy", t=["sofia_work"]),
    m("03-16 12:35", "nell", "You'll be brilliant. A library with a roof garden sounds like heaven.", t=["sofia_work"]),
    # Sat 5 April
    m("04-05 10:30", "nell", "Drafts for the invitations! Three options. 1 has the tile pattern as a border, 2 is one big tile as a monogram, 3 is more minimal with just the blue. Be honest!", t=["sofia_invites"]),
    m("04-05 10:41", "sofia", "OH MY GOD Nell. Number 2 is incredible. The monogram with the J and the S inside the tile!! I show Javi now", t=["sofia_invites"], re=-1),
    m("04-05 10:58", "sofia", "Javi says number 2 also. And his mother says number 2. Is decided 😂", k="invite_choice", t=["sofia_invites"]),
    m("04-05 11:02", "nell", "Number 2 it is! I'll do the final artwork in the next couple of weeks. How many do you need?", t=["sofia_invites"]),
    m("04-05 11:07", "sofia", "We are 140 guests 😱 so maybe 90 invitations, one for each family", k="guests", t=["sofia_invites", "sofia_wedding"]),
    m("04-05 11:08", "nell", "140! A proper Spanish wedding.", t=["sofia_wedding"]),
    m("04-05 11:11", "sofia", "This is a small one for Sevilla, believe me. The mother of Javi wanted 250", t=["sofia_wedding"]),
    m("04-05 11:16", "nell", "Haha. Oh, and I've started learning Spanish! On Duolingo. So I can talk to Javi's family at the wedding", k="spanish_start", t=["spanish"]),
    m("04-05 11:18", "sofia", "NO. Really?? That is so sweet. Say something", t=["spanish"]),
    m("04-05 11:21", "nell", "Hola, me llamo Nell. Mi gato es naranja y gordo.", t=["spanish"]),
    m("04-05 11:23", "sofia", "😂😂😂 Perfect. Very important information for the abuela", t=["spanish"]),
    m("04-05 11:25", "nell", "It's the only sentence I know. Biscuit would be offended.", t=["spanish", "biscuit"]),
    m("04-05 11:27", "sofia", "Give him kisses from me. He still hates everybody?", t=["biscuit"]),
    m("04-05 11:29", "nell", "Everybody except me, and only at dinner time", t=["biscuit"]),
    # Sun 27 April
    m("04-27 17:05", "sofia", "Hola Nell! I start a new hobby: ceramics class, every Wednesday in the night, in a studio in Lavapiés. This week I made my first bowl. Is very ugly but is mine", k="pottery_start", t=["pottery"]),
    m("04-27 17:06", "sofia", "[photo]", t=["pottery"]),
    m("04-27 17:15", "nell", "It's not ugly!! It has character. Very wabi-sabi.", t=["pottery"]),
    m("04-27 17:18", "sofia", "Is a nice way to say ugly 😂 The teacher say my hands are too nervous. Is true, I am a nervous person", t=["pottery"]),
    m("04-27 17:20", "nell", "It's supposed to be very relaxing, once you get the hang of it. Why ceramics?", t=["pottery"]),
    m("04-27 17:26", "sofia", "My therapist say I need a hobby without a screen. Also I want to make little plates for the wedding, for the guests, like a present. 140 little plates 😅", t=["pottery", "sofia_wedding"]),
    m("04-27 17:27", "nell", "140 handmade plates?! Sofía. That's madness", t=["pottery"]),
    m("04-27 17:30", "sofia", "Yes I know. Maybe I do 20 for the family and buy the rest", t=["pottery"]),
    m("04-27 17:31", "nell", "Much more sensible.", t=["pottery"]),
    m("04-27 17:38", "nell", "Also, the final invitation is attached! Check the Spanish, I don't trust my accents", t=["sofia_invites"]),
    m("04-27 17:47", "sofia", "Perfect. Only one thing, is 'Parroquia de Santa Ana', not 'Santa Anna'. Everything else is beautiful", k="church_name", t=["sofia_invites", "sofia_wedding"], re=-1),
    m("04-27 17:50", "nell", "Fixed! Santa Ana. Sending it to you now.", t=["sofia_invites"]),
    m("04-27 17:53", "sofia", "Thank you!! I send to the printer in Sevilla tomorrow", t=["sofia_invites"]),
    m("04-27 17:54", "nell", "🎉", t=["sofia_invites"]),
    # Tue 27 May
    m("05-27 20:10", "sofia", "Nell, good news! I have a conference in Manchester in June, about sustainable buildings, at the university. I arrive Thursday 5 and I leave Monday 9. Can I see you?? Maybe I can sleep in your sofa?", k="sofia_visit_plan", t=["sofia_visit"]),
    m("05-27 20:14", "nell", "YES! You can have my bed, I'll take the sofa. It's not orange, I promise", t=["sofia_visit"], re=-1),
    m("05-27 20:16", "sofia", "Hahaha. Ok but I am not taking your bed, I am guest not queen", t=["sofia_visit"]),
    m("05-27 20:20", "nell", "We'll fight about it when you're here. Thursday night is quiz night, do you want to come? My friends are dying to meet you", t=["sofia_visit"]),
    m("05-27 20:22", "sofia", "Quiz!! Like the one in the pub we did in 2019? We were terrible", t=["sofia_visit"]),
    m("05-27 20:25", "nell", "We were very terrible. But the team is better now. And you know a lot about buildings, there's always an architecture question", t=["sofia_visit"]),
    m("05-27 20:26", "sofia", "Ok I come. I will be the secret weapon 💪", t=["sofia_visit"]),
    m("05-27 20:30", "nell", "How's the library going?", t=["sofia_work"]),
    m("05-27 20:35", "sofia", "Difficult. The client wants to remove the roof garden because of the budget. I fight for it. Is the best part of the project", t=["sofia_work"]),
    m("05-27 20:36", "nell", "Fight for the roof garden!! 🌿", t=["sofia_work"]),
    m("05-27 20:41", "sofia", "Also, Javi and me we bought the rings the last weekend. Very simple, gold. I cried in the shop like a tonta", t=["sofia_wedding"]),
    m("05-27 20:43", "nell", "Awww. That's so lovely. I'd have cried too.", t=["sofia_wedding"]),
    m("05-27 20:46", "sofia", "The invitations arrived from the printer and everybody loves them already. The abuela put one on her fridge", t=["sofia_invites"]),
    m("05-27 20:48", "nell", "On the fridge! That's the highest honour", t=["sofia_invites"]),
    # Tue 10 June
    m("06-10 21:05", "sofia", "I am home. Thank you for everything Nell, the best weekend. I am still laughing about the quiz, when I answered the question of the Sagrada Familia and Owen stood up and shouted 😂", t=["sofia_visit", "quiz_win"]),
    m("06-10 21:09", "nell", "He's still talking about it! You won us £50 and legendary status", t=["sofia_visit", "quiz_win"]),
    m("06-10 21:12", "sofia", "And your friends are so nice. Jess is so funny, and Pickle is the most elegant dog I ever see", t=["sofia_visit", "pickle"]),
    m("06-10 21:14", "nell", "They loved you. Farah wants you back for the Christmas quiz.", t=["sofia_visit", "christmas"]),
    m("06-10 21:18", "sofia", "Tell her yes. Also the Sunday in the Peak District was so beautiful, even with the rain", k="peak_district", t=["sofia_visit"]),
    m("06-10 21:20", "nell", "Mam Tor in the rain is a Manchester rite of passage", t=["sofia_visit"]),
    m("06-10 21:21", "sofia", "My shoes are still wet in Madrid", k="shoes_madrid", t=["sofia_visit"]),
    m("06-10 21:26", "sofia", "Ah, and at the conference I met an architect from Manchester who maybe needs a graphic designer for an exhibition. I gave her your number, her name is Lorna. I hope is ok?", k="lorna_intro", t=["freelance"]),
    m("06-10 21:28", "nell", "More than ok, thank you!! You're the best agent", t=["freelance"]),
    m("06-10 21:29", "sofia", "10 percent for me 😎", t=["freelance"]),
    m("06-10 21:30", "nell", "Haha deal", t=["freelance"]),
    m("06-10 21:33", "sofia", "Now I go to sleep for 12 hours. Besos"),
    # Sun 29 June
    m("06-29 14:02", "nell", "Guess what, Lorna from your conference called me! They want me to do all the graphics for their exhibition in October. Posters, the wall text, a little catalogue", k="lorna_job", t=["freelance"]),
    m("06-29 14:10", "sofia", "NO WAY!! You see, I am a good agent", t=["freelance"]),
    m("06-29 14:11", "nell", "The best! Your 10% is a lot of beer.", t=["freelance"]),
    m("06-29 14:13", "sofia", "The exhibition is about what?", t=["freelance"]),
    m("06-29 14:17", "nell", "100 years of housing in Manchester. Terraces to tower blocks. Right up my street, literally", k="exhibition_topic", t=["freelance"]),
    m("06-29 14:19", "sofia", "Ha! Very good joke. I love this", t=["freelance"]),
    m("06-29 14:22", "nell", "It opens on 16 October, just after your wedding, so it'll be a busy month", t=["freelance"]),
    m("06-29 14:24", "sofia", "Busy is good. Then you can pay the Japanese restaurant when I visit 😂", t=["freelance"]),
    m("06-29 14:27", "sofia", "And your hand? Jess wrote in Instagram that you fall from the wall", t=["wrist"]),
    m("06-29 14:30", "nell", "A sprain, nothing broken. I'm drawing again but still no climbing till the end of July", t=["wrist"]),
    m("06-29 14:31", "sofia", "Pobrecita. Be careful please", t=["wrist"]),
    # Sun 13 July
    m("07-13 18:30", "sofia", "Nell I have news: we have a baby. A cat baby 🐱 Her name is Churro, she has 10 weeks, we found her in the street near the office, very small and dirty. Now she is the queen of the flat", k="churro", t=["churro"]),
    m("07-13 18:33", "nell", "CHURRO!!! Omg. Photos immediately", t=["churro"], re=-1),
    m("07-13 18:34", "sofia", "[photo]", t=["churro"]),
    m("07-13 18:37", "nell", "She's tiny!! Those ears! Biscuit would eat her for breakfast", t=["churro", "biscuit"]),
    m("07-13 18:40", "sofia", "She is tiny but she is a monster, she attacks the feet of Javi every morning at 6", t=["churro"]),
    m("07-13 18:44", "nell", "That's the cat life. How's the heat? I saw Madrid was 40 degrees"),
    m("07-13 18:49", "sofia", "Is horrible. 41 yesterday. We sleep with wet towels. The office has air conditioning so I go to work very happily for the first time in my life 😂"),
    m("07-13 18:50", "nell", "It's 19 degrees and drizzling here, I'd swap."),
    m("07-13 18:55", "sofia", "You are crazy. And... the bicycle man? 👀 Jess told me this also", t=["sam"]),
    m("07-13 18:59", "nell", "Jess tells everyone everything 😂 Sam. It's going really well. He's coming to Mum's 60th next weekend", t=["sam", "mum60"]),
    m("07-13 19:00", "sofia", "Already the family!! Is serious", t=["sam"]),
    m("07-13 19:03", "nell", "Maybe a bit serious 🙈 Could I bring him to the wedding? Is there space?", t=["sam", "sofia_wedding"]),
    m("07-13 19:06", "sofia", "Of course!! I put him in the list. +1 for Nell 🎉", k="sam_plus_one", t=["sam", "sofia_wedding"], re=-1),
    # Thu 7 August
    m("08-07 13:15", "nell", "Quick question, you've been to Lisbon loads, any tips? Jess and I go on the 21st", t=["lisbon"]),
    m("08-07 13:32", "sofia", "Yes!! Many. Go to Sintra one day, but early, because after 11 is full of tourists. For fado go to Tasca do Chico in Bairro Alto, is small and real, not for tourists. And eat the pastel de nata in Manteigaria, not in Belém, the queue is crazy", k="sofia_lisbon_tips", t=["lisbon"]),
    m("08-07 13:35", "nell", "Writing all of this down. Thank you!!", t=["lisbon"]),
    m("08-07 13:37", "sofia", "And wear good shoes. Lisbon is all hills and the stones are slippery like ice", t=["lisbon"]),
    m("08-07 13:39", "nell", "Noted. How's Churro?", t=["churro"]),
    m("08-07 13:43", "sofia", "Bigger and more crazy. She climbed the curtains yesterday and now there is no curtains", t=["churro"]),
    m("08-07 13:44", "nell", "😂 RIP curtains", t=["churro"]),
    m("08-07 13:50", "sofia", "Also I need your help with one more thing for the wedding... can you make the table plan and the menus? Same style as invitations. I pay you THIS time", k="menus_ask", t=["sofia_invites"]),
    m("08-07 13:53", "nell", "Absolutely. And still no paying! Send me the list", t=["sofia_invites"]),
    m("08-07 13:55", "sofia", "You are impossible. I send you 140 names, good luck 😂", t=["sofia_invites"]),
    # Sun 31 August
    m("08-31 12:10", "sofia", "How was Lisbon? Did you go to Tasca do Chico?", t=["lisbon"]),
    m("08-31 12:18", "nell", "We did! Jess cried at the fado. We did Sintra early like you said and it was perfect. And Manteigaria... I dream about it", t=["lisbon"]),
    m("08-31 12:19", "sofia", "I told you!! Better than Belém", t=["lisbon"]),
    m("08-31 12:21", "nell", "So much better. What's new with you?"),
    m("08-31 12:27", "sofia", "I have my last dress fitting next week. The dress is finished, only small changes. I cannot show you, is secret until the day", t=["sofia_wedding"]),
    m("08-31 12:30", "nell", "Then I'll see it on the day! I still need to find an outfit", t=["sofia_wedding"]),
    m("08-31 12:35", "sofia", "Something with colour please. In Sevilla nobody wears black to a wedding, is almost bad luck. And no white of course", t=["sofia_wedding"]),
    m("08-31 12:36", "nell", "Noted! Colour, no black, no white.", t=["sofia_wedding"]),
    m("08-31 12:39", "sofia", "And a fan. Abanico. In October is still 30 degrees sometimes", t=["sofia_wedding"]),
    m("08-31 12:41", "nell", "A fan, I love it. I'll look so authentic", t=["sofia_wedding"]),
    m("08-31 12:43", "sofia", "You will look like a guiri with a fan but is ok 😂", t=["sofia_wedding"]),
    m("08-31 12:44", "nell", "What's a guiri? Is that rude?", t=["spanish"]),
    m("08-31 12:47", "sofia", "Is a tourist. A little bit rude. With love", t=["spanish"]),
    # Wed 24 September
    m("09-24 19:30", "sofia", "Nell! Two weeks and half!! Are you ready? When do you arrive?", t=["sofia_wedding"]),
    m("09-24 19:37", "nell", "Sam and I fly on Thursday the 9th, Manchester to Seville direct, and back on Sunday the 12th. We're staying in a little hotel near the cathedral", k="nell_flight", t=["sofia_wedding", "sam"]),
    m("09-24 19:41", "sofia", "Perfect. Friday night we do a small dinner with the friends, you are invited of course. Is in a bar in the Alameda, I send location", t=["sofia_wedding"]),
    m("09-24 19:46", "nell", "Lovely! The table plan and menus are done, I'm sending the final files tonight. I named the tables after Seville neighbourhoods like you asked", t=["sofia_invites"]),
    m("09-24 19:48", "sofia", "Triana, Macarena, Santa Cruz... I love. You are a genius", t=["sofia_invites"]),
    m("09-24 19:51", "nell", "And where are you going for the honeymoon? You never told me!", t=["honeymoon"]),
    m("09-24 19:55", "sofia", "JAPAN 🇯🇵 Three weeks! Tokyo, Kyoto, and some days in the mountains in a ryokan. We leave on 14 October", k="honeymoon", t=["honeymoon"]),
    m("09-24 19:57", "nell", "Three weeks in Japan!! I'm so jealous. Who's looking after Churro?", t=["honeymoon", "churro"]),
    m("09-24 20:01", "sofia", "My mother. She says she doesn't like cats but she already bought a toy for her", t=["churro"]),
    m("09-24 20:02", "nell", "Classic mum move", t=["churro"]),
    m("09-24 20:06", "sofia", "Also, are you preparing something in Spanish? The abuela of Javi asks if the English friend speaks Spanish 😂", t=["spanish"]),
    m("09-24 20:09", "nell", "I'm on a 170-day streak on Duolingo! I might attempt a little toast.", k="duolingo_170", t=["spanish"]),
    m("09-24 20:11", "sofia", "WHAT. A toast in Spanish. She will cry. I will cry", t=["spanish"]),
    m("09-24 20:12", "nell", "Don't get your hopes up, it'll be three sentences", t=["spanish"]),
    # Mon 13 October
    m("10-13 11:40", "sofia", "Nell. Thank you. Thank you for everything. For the invitations, for the menus, for coming, for the toast... the abuela of Javi has not stopped talking about 'la inglesa'", k="wedding_thanks", t=["sofia_wedding", "spanish"]),
    m("10-13 11:52", "nell", "It was the most beautiful wedding I've ever been to. You looked like a film star. And I'm framing the menu.", t=["sofia_wedding"], re=-1),
    m("10-13 11:55", "sofia", "Hahaha. And Sam dancing sevillanas with my aunt Carmen!! I have video", k="sam_sevillanas", t=["sofia_wedding", "sam"]),
    m("10-13 11:56", "nell", "Please delete that video", t=["sofia_wedding", "sam"]),
    m("10-13 11:57", "sofia", "Never. Is going in the wedding album", t=["sofia_wedding"]),
    m("10-13 11:59", "nell", "😂 Did you get some sleep?"),
    m("10-13 12:04", "sofia", "Yesterday we slept until 2 in the afternoon. Today we pack for Japan. Tomorrow we fly!", t=["honeymoon"]),
    m("10-13 12:06", "nell", "Have the best time. Send me photos of every temple", t=["honeymoon"]),
    m("10-13 12:07", "sofia", "And every ramen 🍜", t=["honeymoon"]),
    m("10-13 12:08", "nell", "Obviously every ramen", t=["honeymoon"]),
    m("10-13 12:12", "sofia", "Also... Nell, I insist. I send you money for the design. Is not negotiable.", t=["sofia_invites"]),
    m("10-13 12:15", "nell", "And I insist it was my present! Buy me a drink in Manchester next time.", t=["sofia_invites"]),
    m("10-13 12:17", "sofia", "Ok. Many drinks. 🥂 Te quiero mucho"),
    m("10-13 12:18", "nell", "Yo también ❤️ ¡Buen viaje!", t=["spanish"]),
    # Tue 21 October
    m("10-21 09:30", "sofia", "Greetings from Kyoto! Today we woke up at 5 to see Fushimi Inari with no people. Javi is angry with me but is worth it", t=["honeymoon"]),
    m("10-21 09:31", "sofia", "[photo]", t=["honeymoon"]),
    m("10-21 09:45", "nell", "Wow!!! All those gates! Worth every minute of Javi's grumpiness", t=["honeymoon"]),
    m("10-21 09:49", "sofia", "He is happy now, we found a ramen place with only 8 seats", t=["honeymoon"]),
    m("10-21 09:50", "nell", "Perfect day then", t=["honeymoon"]),
    m("10-21 09:52", "nell", "The exhibition opened last week btw! Lorna says 2,000 visitors in the first five days", t=["freelance"]),
    m("10-21 09:55", "sofia", "Brava!! I want to see it. Send me photos, I look in the train", t=["freelance"]),
    m("10-21 09:57", "nell", "Sending now. The catalogue cover is my favourite, the Hulme Crescents in orange", t=["freelance"]),
    m("10-21 10:04", "sofia", "Wow. Very bold. The orange is like our sofa 😂", t=["freelance"]),
    m("10-21 10:06", "nell", "Don't. I didn't even notice until now", t=["freelance"]),
    m("10-21 10:08", "sofia", "Subconscious. Is a tribute to Rusholme"),
    m("10-21 10:10", "nell", "Besos to Javi and to every ramen"),
    # Sat 8 November
    m("11-08 10:20", "sofia", "We are back from Japan!! The jet lag is destroying me, I wake up at 4 every day", t=["honeymoon"]),
    m("11-08 10:31", "nell", "Welcome home!! How was it?? Tell me everything", t=["honeymoon"]),
    m("11-08 10:38", "sofia", "Incredible. Kyoto was my favourite, the temples in the morning with nobody. Javi loved Tokyo more, he is a city person. And the ryokan in the mountains, with the hot bath outside and the first snow... perfect", t=["honeymoon"]),
    m("11-08 10:40", "nell", "That sounds like a dream.", t=["honeymoon"]),
    m("11-08 10:43", "sofia", "We ate SO much. I think I gained three kilos of ramen", t=["honeymoon"]),
    m("11-08 10:44", "nell", "Worth it", t=["honeymoon"]),
    m("11-08 10:48", "sofia", "Churro was so angry with us. She didn't look at me for one day. Now she sleeps on my head", t=["churro"]),
    m("11-08 10:51", "nell", "Biscuit did the same when I got back from Seville. Cats hold grudges", t=["biscuit"]),
    m("11-08 10:56", "sofia", "And the library? They approved the roof garden while I was away!! My colleague told me yesterday", k="roof_garden", t=["sofia_work"]),
    m("11-08 10:57", "nell", "YOU WON THE ROOF GARDEN FIGHT!! 🌿🎉", t=["sofia_work"]),
    m("11-08 10:59", "sofia", "I won!! The construction starts in March", t=["sofia_work"]),
    m("11-08 11:02", "nell", "Amazing. We need to celebrate. When are you next in Manchester?"),
    m("11-08 11:06", "sofia", "Maybe in spring? I want to see Pickle again. And meet the famous Sam properly, without sevillanas", t=["sam", "pickle"]),
    m("11-08 11:08", "nell", "Deal. Spring in Manchester. Bring a raincoat"),
])

# ---------------------------------------------------------------- c04 the quiz team (group of 4)
chat("c04", "Les Quizerables 🧠", "group", ["nell", "jess", "owen", "farah"], [
    # Thu 6 March
    m("03-06 12:15", "owen", "Quiz tonight? I've been revising flags all week, ask me anything about Bhutan", t=["quiz"]),
    m("03-06 12:31", "farah", "I'm in, I finish at the pharmacy at 7 so might be 10 mins late. Save me a seat & some crisps", t=["quiz"]),
    m("03-06 12:40", "jess", "in!! nell owes us drinks she got a big job", t=["tollgate"]),
    m("03-06 12:44", "nell", "I do owe you drinks! First round's on Tollgate Brewing, technically", t=["tollgate"]),
    m("03-06 12:45", "owen", "A woman of means 🍺", t=["tollgate"]),
    m("03-06 12:47", "farah", "Congrats Nell!! 🎉", t=["tollgate"]),
    m("03-06 12:55", "owen", "Also I need to announce that I'm officially 7 weeks out from the Manchester Marathon and my knees make a noise now", t=["marathon"]),
    m("03-06 12:56", "jess", "what kind of noise", t=["marathon"]),
    m("03-06 12:58", "owen", "Like a bag of crisps being stepped on", t=["marathon"]),
    m("03-06 13:01", "farah", "As your pharmacist I recommend... not doing a marathon", t=["marathon"]),
    m("03-06 13:03", "owen", "Too late, I've told my mam. She's made a sign already", t=["marathon"]),
    m("03-06 13:06", "nell", "Is it 27 April? We'll come and cheer!", t=["marathon"]),
    m("03-06 13:09", "owen", "27th! Starts by Old Trafford, I'll be the sweaty one", k="marathon_date", t=["marathon"], re=-1),
    m("03-06 13:10", "jess", "we'll make signs. rude ones", t=["marathon"]),
    m("03-06 13:12", "owen", "Only encouraging signs please. I'm fragile", t=["marathon"]),
    m("03-06 13:20", "farah", "See you at 8 at the Gallant Fox. Every Thursday since 2022 and we still haven't learned our capitals 🧠", k="quiz_weekly", t=["quiz"]),
    # Fri 7 March
    m("03-07 09:30", "owen", "Third place. Robbed. Who knew the capital of Burkina Faso", t=["quiz"]),
    m("03-07 09:41", "farah", "Ouagadougou. I knew it. I said it. Nobody listened", t=["quiz"]),
    m("03-07 09:44", "jess", "we were all looking at owen bc he did flags all week 😭", t=["quiz"]),
    m("03-07 09:46", "owen", "Flags and capitals are different disciplines, Jess", t=["quiz"]),
    m("03-07 09:52", "nell", "Next week Farah gets the final say on Africa", t=["quiz"]),
    m("03-07 09:53", "farah", "Finally some respect", t=["quiz"]),
    m("03-07 09:58", "owen", "Les Quizerables will rise again. Probably. Eventually", k="team_name", t=["quiz"]),
    m("03-07 10:01", "jess", "we need a better team name tbh", t=["quiz"]),
    m("03-07 10:02", "farah", "We've had this one for three years, it's our brand", t=["quiz"]),
    m("03-07 10:03", "nell", "As the team's graphic designer I'm not redoing the logo", t=["quiz"]),
    # Mon 28 April
    m("04-28 08:40", "owen", "I am broken. I cannot walk down stairs. But I am a MARATHON RUNNER 🏅", t=["marathon"]),
    m("04-28 08:52", "farah", "OWEN!!! So proud of you! What was the final time? We lost you after mile 20", t=["marathon"]),
    m("04-28 09:05", "owen", "3:52:10!! I was aiming for under 4 hours and I got it. The last 6 miles were the hardest thing I've ever done, I genuinely saw my nan at mile 23 and she's been dead since 2011", k="marathon_time", t=["marathon"]),
    m("04-28 09:06", "jess", "thats not ur nan thats the wall", t=["marathon"]),
    m("04-28 09:08", "owen", "It was definitely nan. She was holding jelly babies", t=["marathon"]),
    m("04-28 09:14", "nell", "Your sign-bearers are exhausted too, we walked about 10 miles between cheering spots yesterday!", k="marathon_yesterday", t=["marathon"]),
    m("04-28 09:17", "owen", "Your sign 'RUN LIKE OWEN DIDN'T PAY £70 FOR THIS' got me through Stretford", t=["marathon"]),
    m("04-28 09:19", "nell", "It's my finest work to date. Better than the brewery", t=["marathon"]),
    m("04-28 09:22", "farah", "Ice bath. Protein. Sleep. That's an order", t=["marathon"]),
    m("04-28 09:23", "owen", "Yes Dr Farah", t=["marathon"]),
    m("04-28 09:24", "farah", "Pharmacist, but I'll take it", t=["marathon"]),
    m("04-28 09:30", "jess", "pickle says well done. he also ran once. many times actually. for money", t=["marathon", "pickle"]),
    m("04-28 09:32", "owen", "Pickle's got a better PB than me to be fair", t=["marathon", "pickle"]),
    m("04-28 09:33", "jess", "hes retired now. like u should be", t=["marathon"]),
    m("04-28 09:36", "owen", "Never. Berlin next year. Possibly. Ask me when I can walk again", t=["marathon"]),
    m("04-28 09:40", "farah", "Quiz Thursday or is Owen out?", t=["quiz"]),
    m("04-28 09:42", "owen", "I'll be there. You'll have to carry me to the bar", t=["quiz"]),
    m("04-28 09:43", "nell", "We'll wheel you in on an office chair", t=["quiz"]),
    # Mon 19 May
    m("05-19 19:00", "farah", "Ok I've been sitting on this since Saturday because I wanted to tell my family first... Imran proposed!!! 💍", k="farah_engaged", t=["engagement"]),
    m("05-19 19:01", "jess", "FARAH!!!!!!!!!!! 😭😭😭", t=["engagement"]),
    m("05-19 19:02", "nell", "OMG!!! Congratulations!!! Where? How? Tell us everything!", t=["engagement"]),
    m("05-19 19:08", "farah", "Edinburgh! We went up for the weekend and he did it at the top of Arthur's Seat. In the wind. I thought he was kneeling because he'd slipped 😂", k="arthurs_seat", t=["engagement"]),
    m("05-19 19:10", "owen", "Imran you absolute legend. Did the ring survive the wind", t=["engagement"]),
    m("05-19 19:13", "farah", "Barely. He nearly dropped it. It was his grandmother's ring, from Lahore", t=["engagement"]),
    m("05-19 19:15", "jess", "stop im crying at my desk. marking is blurry", t=["engagement"]),
    m("05-19 19:16", "nell", "This is the best news! When's the wedding??", t=["engagement"]),
    m("05-19 19:22", "farah", "No idea yet! His mum wants next summer, my mum wants a year of planning, so sometime in 2026. Two weddings actually, one here and one in Lahore", t=["engagement"]),
    m("05-19 19:24", "owen", "Two weddings = two lots of cake. Count me in", t=["engagement"]),
    m("05-19 19:25", "farah", "You're all invited to both obviously", t=["engagement"]),
    m("05-19 19:26", "nell", "Lahore!!! I'm already excited", t=["engagement"]),
    m("05-19 19:29", "jess", "celebration quiz thursday?? drinks on imran", t=["engagement", "quiz"]),
    m("05-19 19:31", "farah", "Imran will be there and he's been warned", t=["engagement"]),
    m("05-19 19:32", "owen", "I'll make him a sign", t=["engagement"]),
    m("05-19 19:33", "farah", "Please don't", t=["engagement"]),
    # Fri 6 June
    m("06-06 09:02", "owen", "WE WON. WE ACTUALLY WON. FIRST PLACE. £50 BAR TAB. Nell, tell Sofía she's a legend", k="quiz_win1", t=["quiz_win", "sofia_visit"]),
    m("06-06 09:10", "jess", "the sagrada familia question 😭😭 her face when she knew it", t=["quiz_win", "sofia_visit"]),
    m("06-06 09:14", "farah", "And the Frank Gehry one! She should be a permanent member", t=["quiz_win", "sofia_visit"]),
    m("06-06 09:20", "nell", "She's buzzing, she's already told her fiancé. She says she'll come back for the Christmas quiz", t=["sofia_visit", "quiz_win", "christmas"]),
    m("06-06 09:22", "owen", "First win of the year and it took an imported architect. Humbling", t=["quiz_win"]),
    m("06-06 09:25", "jess", "our first win since november 😭", t=["quiz_win"]),
    m("06-06 09:27", "farah", "Let's frame the answer sheet", t=["quiz_win"]),
    m("06-06 09:29", "nell", "I already took a photo of it, I'm designing a certificate", t=["quiz_win"]),
    m("06-06 09:30", "owen", "Of course you are", t=["quiz_win"]),
    m("06-06 09:41", "owen", "BBQ at mine next Saturday btw, the 14th. Bring meat, bring friends, bring chairs, I have 2 chairs", k="bbq_invite", t=["bbq"]),
    m("06-06 09:45", "farah", "I'll bring a salad and my cousin's chairs", t=["bbq"]),
    m("06-06 09:48", "jess", "can i bring pickle. hes good at bbqs he just stares at them", t=["bbq", "pickle"]),
    m("06-06 09:49", "owen", "Pickle is guest of honour", t=["bbq", "pickle"]),
    m("06-06 09:52", "nell", "I'll bring halloumi and a pudding!", t=["bbq"]),
    m("06-06 09:57", "owen", "My mate Sam is coming too, he's the one who fixes bikes. Be nice to him, he's shy", k="bbq_sam", t=["bbq", "sam"]),
    # Sun 15 June
    m("06-15 11:10", "owen", "Thanks for coming yesterday all! The garden has never looked so destroyed. Who left a pink cardigan", k="bbq_after", t=["bbq"]),
    m("06-15 11:14", "farah", "Mine! Don't throw it away", t=["bbq"]),
    m("06-15 11:20", "jess", "pickle ate a whole burger off the table when nobody was looking. hes not even sorry", t=["bbq", "pickle"]),
    m("06-15 11:23", "owen", "That burger was Sam's to be fair. He was distracted 👀", t=["bbq", "sam"]),
    m("06-15 11:24", "jess", "distracted by WHO owen. by WHO", t=["bbq", "sam"]),
    m("06-15 11:26", "nell", "I don't know what you're implying", t=["bbq", "sam"]),
    m("06-15 11:29", "farah", "Nell and Sam talked for THREE HOURS about typefaces and bikes, we all saw", k="bbq_talked", t=["bbq", "sam"]),
    m("06-15 11:30", "nell", "It was maybe two hours", t=["bbq", "sam"]),
    m("06-15 11:34", "owen", "He asked for your number btw. Can I give it to him?", k="sam_number", t=["sam"]),
    m("06-15 11:41", "nell", "...yes 🙈", t=["sam"], re=-1),
    m("06-15 11:42", "jess", "AHHHHHHH", t=["sam"]),
    m("06-15 11:43", "farah", "I'm so happy right now", t=["sam"]),
    m("06-15 11:45", "owen", "Cupid Owen strikes again", t=["sam"]),
    m("06-15 11:46", "jess", "when did u ever strike before", t=["sam"]),
    m("06-15 11:48", "owen", "Never. First strike. Cupid Owen's debut", t=["sam"]),
    # Thu 17 July
    m("07-17 13:00", "owen", "Camping! Great Langdale campsite, 8-10 August. I've booked 2 pitches. Who's in?", k="camping_booked", t=["camping"]),
    m("07-17 13:05", "jess", "me and pickle!!", t=["camping", "pickle"]),
    m("07-17 13:09", "farah", "In, Imran too if that's ok", t=["camping"]),
    m("07-17 13:12", "nell", "In! Sam's asking if he can come, he has a massive tent", t=["camping", "sam"]),
    m("07-17 13:14", "owen", "Sam's tent is legendary, it has rooms. Yes obviously", t=["camping", "sam"]),
    m("07-17 13:18", "farah", "Who's driving? I can take 3 in my car", t=["camping"]),
    m("07-17 13:22", "owen", "I'll take Sam, Nell and the kit in mine. Jess and Pickle with you and Imran?", t=["camping", "pickle", "sam"]),
    m("07-17 13:24", "jess", "pickle needs the whole boot fyi", t=["camping", "pickle"]),
    m("07-17 13:25", "farah", "The boot is Pickle's", t=["camping", "pickle"]),
    m("07-17 13:30", "owen", "We're going up Pike o' Stickle on the Saturday if the weather holds. Bring proper boots", k="pike", t=["camping"]),
    m("07-17 13:34", "nell", "Will the wrist be ok for scrambling? I only get signed off at the start of August", t=["camping", "wrist"]),
    m("07-17 13:37", "farah", "We'll take the easy path. No heroics", t=["camping", "wrist"]),
    m("07-17 13:45", "owen", "Also, news: I handed my notice in at Carbon Tree yesterday. Starting somewhere new in September 🤫", k="owen_notice", t=["owen_job"]),
    m("07-17 13:47", "jess", "OWEN. where??", t=["owen_job"]),
    m("07-17 13:49", "owen", "Can't say till the contract's signed. Payments company. Free breakfast", t=["owen_job"]),
    m("07-17 13:51", "farah", "Free breakfast is all we need to know", t=["owen_job"]),
    # Fri 25 July
    m("07-25 09:15", "farah", "Second win of the year!! And this time without a guest star 😎", k="quiz_win2", t=["quiz_win"]),
    m("07-25 09:20", "owen", "I carried the sport round. Admit it", t=["quiz_win"]),
    m("07-25 09:22", "jess", "u got 3 out of 10 on the sport round owen", t=["quiz_win"]),
    m("07-25 09:23", "owen", "Three crucial points", t=["quiz_win"]),
    m("07-25 09:26", "nell", "Farah's music round was the real MVP. How did you know that Kate Bush b-side", t=["quiz_win"]),
    m("07-25 09:28", "farah", "Misspent youth", t=["quiz_win"]),
    m("07-25 09:30", "jess", "another £50 bar tab 🍻", t=["quiz_win"]),
    m("07-25 09:34", "owen", "We're on a streak. Two is a streak", t=["quiz_win"]),
    m("07-25 09:35", "farah", "Two is not a streak", t=["quiz_win"]),
    m("07-25 09:36", "nell", "Two is a coincidence", t=["quiz_win"]),
    # Mon 11 August
    m("08-11 10:10", "farah", "Home and still damp 🌧️ Thank you Owen for organising, it was brilliant even with the rain", t=["camping"]),
    m("08-11 10:14", "owen", "We got ONE dry day and we used it to climb a mountain. Elite", t=["camping"]),
    m("08-11 10:18", "jess", "pickle refused to go in the tent on friday night. slept in farahs car", t=["camping", "pickle"]),
    m("08-11 10:21", "farah", "My car smells of greyhound now. It's fine. It's fine.", t=["camping", "pickle"]),
    m("08-11 10:25", "nell", "Sam's tent stayed up in that wind on Saturday night, I'll never doubt the tent again", t=["camping", "sam"]),
    m("08-11 10:26", "owen", "Those tent rooms 🏰", t=["camping"]),
    m("08-11 10:29", "nell", "And the wrist survived Pike o' Stickle! Barely used it", t=["camping", "wrist"]),
    m("08-11 10:33", "jess", "the view at the top 😍 posting the group pic now", t=["camping"]),
    m("08-11 10:36", "owen", "Who took my spork. I'm asking nicely", t=["camping"]),
    m("08-11 10:37", "farah", "Pickle", t=["camping", "pickle"]),
    m("08-11 10:38", "jess", "pickle doesnt know what a spork is", t=["camping", "pickle"]),
    m("08-11 10:39", "owen", "Pickle knows exactly what he did", t=["camping", "pickle"]),
    m("08-11 10:44", "nell", "Same time next year? Somewhere with less rain?", t=["camping"]),
    m("08-11 10:46", "owen", "Lake District. Less rain. Pick one", t=["camping"]),
    m("08-11 10:50", "farah", "Skye next year?", t=["camping"]),
    m("08-11 10:52", "owen", "Skye has midges the size of Pickle", t=["camping", "pickle"]),
    # Sun 31 August
    m("08-31 18:30", "owen", "Last day of freedom 😬 First day at Brightwire tomorrow. New laptop, new lanyard, new me", k="owen_job_start", t=["owen_job"]),
    m("08-31 18:34", "farah", "Good luck!! You'll smash it", t=["owen_job"]),
    m("08-31 18:36", "jess", "what is it u actually do again", t=["owen_job"]),
    m("08-31 18:39", "owen", "Backend engineer. For payments. I make the money go from here to there", t=["owen_job"]),
    m("08-31 18:40", "jess", "got it. money mover", t=["owen_job"]),
    m("08-31 18:41", "owen", "I'll put that on LinkedIn", t=["owen_job"]),
    m("08-31 18:44", "nell", "Good luck tomorrow! Is the free breakfast real?", t=["owen_job"]),
    m("08-31 18:46", "owen", "Fridays only. Honestly that's half of why I took the job", t=["owen_job"]),
    m("08-31 18:47", "farah", "Priorities", t=["owen_job"]),
    m("08-31 18:55", "farah", "Also!! Book club idea. Who's in? Once a month on a Sunday, first book Demon Copperhead. Starting the end of September", k="bookclub_start", t=["bookclub"]),
    m("08-31 18:57", "nell", "In!", t=["bookclub"]),
    m("08-31 18:58", "jess", "in but i read slowly", t=["bookclub"]),
    m("08-31 19:01", "owen", "I'll read the summary and bluff, like I do at work", t=["bookclub"]),
    # Fri 5 September
    m("09-05 17:40", "owen", "Survived week one at Brightwire. The free breakfast was one croissant. One.", t=["owen_job"]),
    m("09-05 17:43", "farah", "Living the dream", t=["owen_job"]),
    m("09-05 17:45", "jess", "u took a job for one croissant", t=["owen_job"]),
    m("09-05 17:46", "owen", "It was a very good croissant", t=["owen_job"]),
    m("09-05 17:49", "nell", "How are the people?", t=["owen_job"]),
    m("09-05 17:53", "owen", "Nice! My team lead is from Cardiff so we speak Welsh when we want to complain", t=["owen_job"]),
    m("09-05 17:54", "farah", "Genius", t=["owen_job"]),
    m("09-05 17:58", "farah", "Book club reminder: Sunday 28th, my place, 3pm. Finish the book!!", t=["bookclub"]),
    m("09-05 18:00", "jess", "its 500 pages farah", t=["bookclub"]),
    m("09-05 18:01", "farah", "You have three weeks", t=["bookclub"]),
    m("09-05 18:02", "jess", "challenge accepted. probably", t=["bookclub"]),
    # Mon 29 September
    m("09-29 12:30", "farah", "Book club yesterday was lush, thanks for coming! Next book: Yellowface, last Sunday of October", k="bookclub_next", t=["bookclub"]),
    m("09-29 12:35", "jess", "i didnt finish it but i enjoyed the bits i read", t=["bookclub"]),
    m("09-29 12:38", "owen", "I finished it! On the bus. Cried on the 86", t=["bookclub"]),
    m("09-29 12:40", "nell", "Owen crying on public transport is becoming a theme", t=["bookclub"]),
    m("09-29 12:42", "owen", "Marathons and Kingsolver, the two things that break me", t=["bookclub"]),
    m("09-29 12:45", "farah", "Nell's point about the mum was so good", t=["bookclub"]),
    m("09-29 12:47", "nell", "Thanks! I just think she deserved better", t=["bookclub"]),
    m("09-29 12:50", "jess", "ok yellowface next. is it long", t=["bookclub"]),
    m("09-29 12:52", "farah", "Much shorter. Jess-friendly", t=["bookclub"]),
    m("09-29 12:53", "jess", "thank u", t=["bookclub"]),
    # Fri 31 October
    m("10-31 09:05", "jess", "HALLOWEEN QUIZ CHAMPIONS 🎃🏆", k="quiz_win3", t=["quiz_win"]),
    m("10-31 09:12", "owen", "Third win of the year and I came dressed as Frankenstein. Coincidence? No", t=["quiz_win"]),
    m("10-31 09:15", "farah", "Nell's horror film round carried us honestly", t=["quiz_win"]),
    m("10-31 09:17", "nell", "All those years of watching scary films alone finally paid off", t=["quiz_win"]),
    m("10-31 09:19", "jess", "the costume prize should have been owens too", t=["quiz_win"]),
    m("10-31 09:21", "owen", "The bolts were hand made", t=["quiz_win"]),
    m("10-31 09:22", "farah", "The bolts were toilet rolls", t=["quiz_win"]),
    m("10-31 09:23", "owen", "Hand made from toilet rolls", t=["quiz_win"]),
    m("10-31 09:30", "farah", "Yellowface was a hit on Sunday btw, even Jess finished it", t=["bookclub"]),
    m("10-31 09:31", "jess", "i finished it in TWO DAYS. im a reader now", t=["bookclub"]),
    # Mon 10 November
    m("11-10 19:30", "farah", "It's that time! Secret Santa? £20 limit, I'll do the draw on one of those websites. And the Christmas quiz is Thursday 18 December, Nell, is Sofía coming?", k="ss_start", t=["secret_santa", "christmas"]),
    m("11-10 19:34", "nell", "Yes to Secret Santa! I'll ask Sofía, she said she'd come back for it", t=["secret_santa"]),
    m("11-10 19:36", "owen", "£20. Do I have to be thoughtful or can I just get socks", t=["secret_santa"]),
    m("11-10 19:37", "jess", "thoughtful socks", t=["secret_santa"]),
    m("11-10 19:45", "farah", "Draw is done, check your emails 🎅", t=["secret_santa"]),
    m("11-10 19:48", "jess", "oh this is a good one. i know EXACTLY what to get", t=["secret_santa"]),
    m("11-10 19:50", "owen", "I've got someone hard. That's all I'm saying", t=["secret_santa"]),
    m("11-10 19:55", "farah", "No clues!! Also, the Christmas meal: Saturday 13 December at Cafe Istanbul, 7pm? I'll book for six, partners welcome", k="xmas_meal", t=["christmas"]),
    m("11-10 19:57", "nell", "Yes! Sam's in", k="xmas_sam", t=["christmas", "sam"]),
    m("11-10 19:58", "jess", "me and marcus!", k="xmas_marcus", t=["christmas", "marcus"]),
    m("11-10 20:00", "owen", "Just me, bring on the pity lamb", k="xmas_owen", t=["christmas"]),
    m("11-10 20:06", "farah", "Booked! I've added Imran and asked for a bigger table. Owen, we'll all share our lamb with you", k="xmas_booked", t=["christmas"]),
    m("11-10 20:07", "owen", "This is why you're my favourite", t=["christmas"]),
    m("11-10 20:08", "jess", "ur favourite was nell yesterday"),
    m("11-10 20:09", "owen", "It rotates"),
])

# ---------------------------------------------------------------- search
# (query, [topics or "k:key"]) — a topic lists every message tagged with it.
SEARCH = [
    ("adopting a greyhound from the rescue", ["pickle_adopt"]),
    ("Pickle the dog", ["pickle_adopt", "pickle"]),
    ("dad's knee replacement", ["dad_knee"]),
    ("surprise 60th birthday party for mum", ["mum60"]),
    ("Owen's marathon", ["marathon"]),
    ("Rosie's new house in Bedminster", ["rosie_house"]),
    ("Sofía's wedding in Seville", ["sofia_wedding", "sofia_invites"]),
    ("wedding invitations, table plan and menus design", ["sofia_invites"]),
    ("Lisbon holiday", ["lisbon"]),
    ("sprained wrist from climbing", ["wrist"]),
    ("Tollgate brewery rebrand", ["tollgate"]),
    ("camping trip in Langdale", ["camping"]),
    ("times we won the pub quiz", ["quiz_win"]),
    ("Farah's engagement", ["engagement"]),
    ("book club", ["bookclub"]),
    ("Jess's driving test", ["driving"]),
    ("Alfie starting school", ["alfie_school"]),
    ("Nell and Sam", ["sam"]),
    ("Owen changing jobs", ["owen_job"]),
    ("Sofía's kitten", ["churro"]),
    ("Rosie's pregnancy", ["baby"]),
    ("Biscuit the cat", ["biscuit"]),
    ("learning Spanish", ["spanish"]),
    ("Jess breaking up with Callum", ["callum"]),
    ("Christmas plans and Secret Santa", ["christmas", "secret_santa"]),
    ("honeymoon in Japan", ["honeymoon"]),
    ("Sofía's ceramics class", ["pottery"]),
    ("what was Owen's marathon finishing time", ["k:marathon_time"]),
    ("which church is Sofía getting married in", ["k:wedding_date", "k:church_name"]),
    ("who is Jess seeing now", ["marcus"]),
]

# ---------------------------------------------------------------- qa
# (kind, question, must_contain_any, [source keys])
D = lambda day, month: [f"{day} {month}", f"{day}{'st' if day in (1, 21, 31) else 'nd' if day in (2, 22) else 'rd' if day in (3, 23) else 'th'} {month}", f"{month} {day}"]
QA = [
    # single-hop
    ("single-hop", "What's the name of the greyhound Jess adopted?", ["Pickle"], ["pickle_home"]),
    ("single-hop", "What does Nell's sister Rosie do for a living?", ["midwife", "labour ward"], ["rosie_midwife", "rosie_10k_signup"]),
    ("single-hop", "Which pub did Rosie book for their mum's surprise party?", ["Old Swan"], ["old_swan", "old_swan_booked"]),
    ("single-hop", "What is Sofía's kitten called?", ["Churro"], ["churro"]),
    ("single-hop", "Which brewery hired Nell for a rebrand?", ["Tollgate"], ["tollgate_win", "nell_freelance"]),
    ("single-hop", "What was the first book Farah picked for the book club?", ["Demon Copperhead"], ["bookclub_start"]),
    ("single-hop", "Which company did Owen go to work for in September?", ["Brightwire"], ["owen_job_start"]),
    ("single-hop", "What did Nell give Alfie for his birthday?", ["dinosaur book", "pop-up", "book"], ["dino_book"]),
    ("single-hop", "What's the name of the church where Sofía and Javi got married?", ["Santa Ana"], ["church_name"]),
    ("single-hop", "Where did Imran propose to Farah?", ["Arthur's Seat", "Arthur’s Seat", "Edinburgh"], ["arthurs_seat"]),
    ("single-hop", "What does Jess's new boyfriend Marcus do?", ["paramedic"], ["marcus_job"]),
    ("single-hop", "How strong is the Turnpike pale ale?", ["5.2"], ["turnpike_abv"]),
    ("single-hop", "Where did Sofía and Javi go for their honeymoon?", ["Japan"], ["honeymoon"]),
    ("single-hop", "What is the exhibition Nell did the graphics for about?", ["housing"], ["exhibition_topic"]),
    ("single-hop", "What was Pickle's name when he was racing?", ["Swift Bramble"], ["swift_bramble"]),
    # temporal
    ("temporal", "When did Jess bring Pickle home?", D(5, "April"), ["pickle_home"]),
    ("temporal", "On what date did Nell's dad have his knee operation?", D(14, "April"), ["dad_op"]),
    ("temporal", "When did Owen run the Manchester Marathon?", D(27, "April"), ["marathon_date", "marathon_yesterday"]),
    ("temporal", "When did Rosie run her 10K in Bristol?", D(11, "May"), ["rosie_10k"]),
    ("temporal", "What day did Farah get engaged?", D(17, "May"), ["farah_engaged"]),
    ("temporal", "When did Nell hear that she'd won the Tollgate pitch?", D(28, "February") + ["28 Feb"], ["tollgate_win_jess"]),
    ("temporal", "When did Nell hurt her wrist?", D(17, "June"), ["wrist_fall", "wrist_rosie"]),
    ("temporal", "When did Nell and Sam go on their first date?", D(20, "June"), ["sam_first_date", "sam_date_tomorrow"]),
    ("temporal", "When did Jess end things with Callum?", D(19, "April"), ["callum_breakup"]),
    ("temporal", "When did Rosie and Dan get the keys to their house?", D(26, "September"), ["rosie_keys", "rosie_exchange"]),
    ("temporal", "On what date did Alfie start school?", D(4, "September"), ["alfie_school_start"]),
    ("temporal", "When did Jess pass her driving test?", D(14, "November"), ["driving_pass", "driving_rebook"]),
    ("temporal", "What year did Sofía move back to Madrid from Manchester?", ["2020"], ["sofia_left"]),
    ("temporal", "In which year did Nell and Sofía share the flat in Rusholme?", ["2019"], ["flat_2019"]),
    ("temporal", "When did Nell leave her agency job to go freelance?", ["January"], ["nell_freelance"]),
    ("temporal", "When is Rosie's second baby due?", D(24, "February"), ["baby_due"]),
    ("temporal", "When did Biscuit have his dental surgery?", D(21, "November"), ["biscuit_teeth"]),
    # quantity
    ("quantity", "How long did the physio tell Nell to stay off the climbing wall?", ["six weeks", "6 weeks"], ["wrist_6wk"]),
    ("quantity", "How often does the quiz team go to the pub quiz?", ["every Thursday", "weekly", "Thursdays", "once a week", "every week"], ["quiz_weekly"]),
    ("quantity", "How long did it take Owen to finish the marathon?", ["3:52", "3 hours 52", "three hours and 52", "3 hours and 52", "three hours 52"], ["marathon_time"]),
    ("quantity", "How many guests are coming to Sofía's wedding?", ["140"], ["guests"]),
    ("quantity", "How long is Sofía's honeymoon?", ["three weeks", "3 weeks"], ["honeymoon"]),
    ("quantity", "How old was Pickle when Jess adopted him?", ["four", "4"], ["swift_bramble"]),
    ("quantity", "How long was Nell's dad going to be on crutches after the operation?", ["six weeks", "6 weeks"], ["dad_crutches"]),
    ("quantity", "How many teeth did Biscuit have taken out?", ["three", "3"], ["biscuit_teeth"]),
    ("quantity", "How often does Sofía go to her ceramics class?", ["every Wednesday", "Wednesdays", "weekly", "once a week"], ["pottery_start"]),
    ("quantity", "How long did it take Rosie to run the Bristol 10K?", ["58:40", "58 minutes"], ["rosie_10k"]),
    # multi-hop
    ("multi-hop", "Where did Nell first meet Sam?", ["barbecue", "BBQ", "Owen's"], ["bbq_sam", "bbq_talked", "sam_intro_rosie"]),
    ("multi-hop", "Who went with Nell to Sofía's wedding?", ["Sam"], ["sam_plus_one", "nell_flight", "sam_sevillanas"]),
    ("multi-hop", "How many attempts did it take Jess to pass her driving test?", ["two", "2", "second"], ["driving_fail", "driving_pass"]),
    ("multi-hop", "How many times did the quiz team win this year?", ["three", "3"], ["quiz_win1", "quiz_win2", "quiz_win3"]),
    ("multi-hop", "Which city does the friend who helped the quiz team win in June live in?", ["Madrid"], ["quiz_win1", "shoes_madrid"]),
    ("multi-hop", "How old was Alfie when he started school?", ["four", "4"], ["alfie_four", "alfie_school_start"]),
    ("multi-hop", "How did Nell get the housing exhibition job?", ["Sofía", "Sofia", "conference"], ["lorna_intro", "lorna_job"]),
    ("multi-hop", "Where did Jess meet Marcus?", ["wedding"], ["marcus_met", "hannah_wedding_date"]),
    ("multi-hop", "What design work did Nell do for Sofía's wedding?", ["invitation", "menu", "table plan"], ["invite_ask", "menus_ask"]),
    ("multi-hop", "How many people is the quiz team's Christmas meal booked for?", ["seven", "7"], ["xmas_meal", "xmas_sam", "xmas_marcus", "xmas_owen", "xmas_booked"]),
    # unanswerable
    ("unanswerable", "What breed is Sofía's kitten?", [], []),
    ("unanswerable", "How much did Rosie and Dan pay for their new house?", [], []),
    ("unanswerable", "What is Sam's surname?", [], []),
    ("unanswerable", "Where did Farah and Imran first meet?", [], []),
    ("unanswerable", "What did Owen buy for his Secret Santa?", [], []),
    ("unanswerable", "What does Rosie's husband Dan do for work?", [], []),
    ("unanswerable", "Which airline did Nell and Sam fly to Seville with?", [], []),
    ("unanswerable", "How old is Nell's cat Biscuit?", [], []),
]

# ---------------------------------------------------------------- summaries (three chats)
SUMMARIES = {
    "c01": (["Mum", "60th", "Old Swan", "photo book", "knee", "10K", "Alfie", "school", "house", "Bedminster", "baby", "Sam"],
            "Nell and her sister Rosie plan their mum's surprise 60th at the Old Swan in Harrogate on 19 July; "
            "Nell designs the invitations and a photo book that makes Mum cry. Their dad has a knee replacement "
            "in April. Rosie runs the Bristol 10K in 58:40, buys a house in Bedminster and moves in late September, "
            "Alfie turns four and starts school, and Rosie is expecting a baby girl in February. Nell starts seeing Sam "
            "and sprains her wrist."),
    "c03": (["wedding", "Seville", "invitations", "menus", "Javi", "Japan", "honeymoon", "Churro", "library", "roof garden", "Manchester", "Lorna", "exhibition", "Spanish"],
            "Sofía, Nell's former flatmate now in Madrid, marries Javi at a wedding in Seville on 11 October; Nell designs the "
            "invitations, table plan and menus as a present, learns Spanish on Duolingo and gives a toast, and "
            "brings Sam. Sofía visits Manchester in June for a conference, introduces Nell to Lorna, who hires her "
            "for a housing exhibition, adopts a kitten called Churro, takes up ceramics, wins the roof garden for "
            "her Getafe library and honeymoons in Japan."),
    "c04": (["quiz", "Thursday", "marathon", "proposed", "Imran", "BBQ", "Sam", "camping", "Langdale", "Brightwire", "book club", "Secret Santa", "Christmas meal"],
            "The Thursday pub-quiz team (Nell, Jess, Owen and Farah) wins three quizzes, once with Sofía's help. "
            "Owen runs the Manchester Marathon in 3:52:10 and moves from Carbon Tree to Brightwire in September. "
            "Imran proposed to Farah on Arthur's Seat. At Owen's BBQ Nell meets Sam. The group goes camping in "
            "Great Langdale in August, Farah starts a monthly book club, and they plan a £20 Secret Santa and a "
            "Christmas meal for seven at Cafe Istanbul."),
}


def build():
    keyed = {}
    messages = []
    per_chat = {}
    members_of = {}
    for cid, name, kind, members, msgs in CHATS:
        members_of[cid] = members
        prev_ts = None
        ids = []
        for i, msg in enumerate(msgs, 1):
            mid = f"{cid}-{i:03d}"
            ts = to_utc(msg["when"])
            assert prev_ts is None or ts > prev_ts, f"{mid} ({msg['when']}) not after the previous message"
            prev_ts = ts
            assert msg["sender"] in members, f"{mid}: sender not a member"
            msg["id"], msg["chat"], msg["ts"] = mid, cid, ts
            tags = msg["tags"]
            assert set(tags) <= {"k", "t", "re"}, f"{mid}: unknown tag"
            if "k" in tags:
                assert tags["k"] not in keyed, f"duplicate key {tags['k']}"
                keyed[tags["k"]] = mid
            ids.append(mid)
            messages.append(msg)
        per_chat[cid] = ids
    for msg in messages:
        re = msg["tags"].get("re")
        if re is None:
            continue
        if isinstance(re, int):
            ids = per_chat[msg["chat"]]
            msg["reply_to"] = ids[ids.index(msg["id"]) + re]
        else:
            msg["reply_to"] = keyed[re]
        assert msg["reply_to"].split("-")[0] == msg["chat"] and msg["reply_to"] < msg["id"]
    order = sorted(range(len(messages)), key=lambda i: (messages[i]["ts"], messages[i]["chat"], messages[i]["id"]))
    messages = [messages[i] for i in order]

    labels = {"owner": OWNER, "timezone": "Europe/London", "summaries": {}, "action_items": [], "decisions": [],
              "priority": {"positive": [], "negative_hard": []},
              "scheduling": {"positive": [], "negative_hard": []},
              "time_constraints": [], "profiles": [], "search": [], "qa": []}
    topics = {}
    for msg in messages:
        tt = msg["tags"].get("t", [])
        for t in ([tt] if isinstance(tt, str) else tt):
            topics.setdefault(t, []).append(msg["id"])
    used = set()
    for query, refs in SEARCH:
        rel = []
        for r in refs:
            if r.startswith("k:"):
                ids_ = [keyed[r[2:]]]
            else:
                assert r in topics, f"unknown topic {r}"
                ids_ = topics[r]
                used.add(r)
            rel += [x for x in ids_ if x not in rel]
        labels["search"].append({"query": query, "relevant": sorted(rel)})
    for kind, q, words, keys in QA:
        labels["qa"].append({"question": q, "kind": kind, "must_contain_any": words,
                             "source_ids": [keyed[k] for k in keys]})
    for cid, (must, ref) in SUMMARIES.items():
        labels["summaries"][cid] = {"must_mention": must, "decisions": [], "reference": ref}

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
    print(f"dev6: {len(USERS)} users, {len(CHATS)} chats, {len(messages)} messages, "
          f"{len(labels['search'])} search queries, {len(labels['qa'])} qa; "
          f"topics not searched: {sorted(set(topics) - used)}")


if __name__ == "__main__":
    build()
