#!/usr/bin/env python3
"""Generate dev8: long personal chats in the LoCoMo style (long-term conversational memory).

The owner is Dr Eilidh Rennie, a 31-year-old resident doctor in Glasgow (Europe/London: GMT,
then BST from 29 March to 25 October 2026), doing rotations and night shifts, January to
October 2026. Four chats, in sessions days or weeks apart:
  c01  her younger brother Callum, an architecture student in Dundee (run-ons, emoji)
  c02  her partner Greg, offshore on a North Sea platform two weeks on / two weeks off
       (bursts of short, dry messages)
  c03  her best friend from medical school, Saoirse, now an ED registrar in Auckland
       (11 to 13 hours ahead; they schedule calls)
  c04  her hill-walking club, five people planning Munro walks

Every message is written below in a small script language, with tags for what it contains;
the labels (search, qa, summaries) are derived from the tags, so the two cannot drift.

Script syntax, one message per line:
    == 2026-01-04 13:20                      a session starts at this local (Glasgow) time
    [+N | @HH:MM] X: text || tag tag =key ^key
  +N      minutes after the previous message (+0: a burst, seconds later); default: a short gap
  @HH:MM  at this local time (the next day if that is earlier than the previous message)
  X       the sender's letter (SENDERS)
  tags    words naming what the message is about (search topics, qa evidence "q:...")
  =key    names this message; ^key makes it a reply to the named (earlier) message

Timestamps are written in Glasgow local time and converted to UTC. Deterministic: the only
randomness is a seeded generator for the gaps between messages.
Run:  python3 eval/corpus/dev8/make.py
"""
import json
import os
import random
import re
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))

USERS = [
    ("eilidh", "Eilidh Rennie", "trainer"),   # the store's owner
    ("callum", "Callum Rennie", "client"),
    ("greg", "Greg Sutherland", "client"),
    ("saoirse", "Saoirse Kelly", "client"),
    ("fraser", "Fraser Lindsay", "client"),
    ("aileen", "Aileen Boyd", "client"),
    ("dougie", "Dougie Main", "client"),
    ("gosia", "Gosia Nowak", "client"),
]
OWNER = "eilidh"
SENDERS = {"E": "eilidh", "C": "callum", "G": "greg", "S": "saoirse",
           "F": "fraser", "A": "aileen", "D": "dougie", "O": "gosia"}
CHATS = [
    ("c01", "Callum Rennie", "direct", ["eilidh", "callum"], (1, 3)),
    ("c02", "Greg Sutherland", "direct", ["eilidh", "greg"], (1, 2)),
    ("c03", "Saoirse Kelly", "direct", ["eilidh", "saoirse"], (1, 4)),
    ("c04", "Kelvin Hillwalkers \U0001F97E", "group",
     ["eilidh", "fraser", "aileen", "dougie", "gosia"], (2, 11)),
]

# British Summer Time in 2026: from 29 March 01:00 UTC (02:00 BST) to 25 October 01:00 UTC.
BST_START = datetime(2026, 3, 29, 2, 0)   # local wall clock, first BST minute
BST_END = datetime(2026, 10, 25, 1, 0)    # local wall clock, first repeated hour starts


def to_utc(local):
    """Glasgow wall clock -> UTC. Refuses the missing and the repeated hour."""
    if datetime(2026, 3, 29, 1, 0) <= local < BST_START:
        raise ValueError(f"{local} does not exist in Glasgow")
    if BST_END <= local < datetime(2026, 10, 25, 2, 0):
        raise ValueError(f"{local} is ambiguous in Glasgow")
    if BST_START <= local < BST_END:
        return local - timedelta(hours=1)
    return local


# ---------------------------------------------------------------------------------------------
# c01  Callum (brother, architecture student in Dundee)
# ---------------------------------------------------------------------------------------------
SCRIPT = {}
SCRIPT["c01"] = r"""
== 2026-01-01 00:47
C: HAPPY NEW YEAR 🎉🎉🥳 love u old woman
E: Happy new year wee man ❤️ Where are you, that voice note sounded like a war zone
C: at the steeple theres like 400 folk and someone set off a rocket SIDEWAYS lol 🎆💀
E: I've just got in from a long day on the wards, Greg's asleep on the couch in a paper hat 😂
C: iconic. tell him happy new year and that he owes me a rematch at fifa
+3 E: He says "No." That's the whole message
C: classic greg 😂😂

== 2026-01-04 13:20
C: ok so dont freak out but is there any chance i could borrow 50 quid 🙏 the electric bill came and its insane and rent already went out and i get paid on the 20th i swear || loan
E: What did you do, run a sauna?
C: no!! its the bagpipe guy's heater, he has it on 24/7 because "the reeds need to stay warm" whatever that means 🙄 || euan
E: Fine. Sending £50 now. Pay me back when you're paid || loan q:loan =loan1
C: ur the best sister ever ❤️❤️ i will literally pay u back on the 20th || loan
C: also random but the band has a GIG 🥁🥁 our first actual real one with a stage and everything || gig q:gigdate
E: No way!! When is it? || gig q:gigdate =gigwhen
C: next month at the caird bar on the perrth road, they do band nights || gig q:gigdate
C: *perth lol
+0 C: the 14th!! || gig q:gigdate ^gigwhen
E: Valentine's Day? Bold || gig
C: lol we didnt even think of that. the singer's girlfriend is RAGING || gig
E: I'll come up. Greg's offshore that fortnight anyway, you can be my valentine 🙃 || gig
C: ew. but yes come 🥳
C: oh and my driving test is on the 29th, mum's paying for two more lessons before it || drivetest q:test1
E: Good luck! Don't do what you did to Dad's car
C: that bollard came out of NOWHERE 😤

== 2026-01-14 03:14
C: u awake? cant sleep, studio deadline tomorrow and my model fell apart 😭😭
E: I'm literally at work. Night shift. 2 of 4 || nights_jan
E: It's fine, I'm on my break eating a cereal bar from the vending machine. What fell apart?
C: the foam board tower for my studio project, its meant to be a library on a fake island and now its like. a pile of foam. and the glue gun died. and the bagpipe guy is practising. at 3am 🎶💀 || euan
E: Superglue and cocktail sticks. Worked for my volcano in primary 6
C: the volcano that exploded on mrs harkins carpet??
E: It erupted *as designed*
C: 😂😂😂 ok cocktail sticks. go save lives or whatever

== 2026-01-16 20:15
E: Survived my nights. All 4 done, slept 11 hours || nights_jan q:nightsjan
C: legend. did u save anyone
E: I put a cannula in a man who told me I looked twelve. So yes
C: 💀

== 2026-01-30 18:05
C: welp
+0 C: failed my test yesterday 🙃🙃 reversing round a corner, mounted the kerb like a monster truck || drivetest q:test1
E: Oh no Cal. Sorry. There's always next time || drivetest
C: the examiner just said "well" and then nothing for like 10 seconds 😭 || drivetest
E: Book the next one before you lose your nerve || drivetest
C: cant til may something, waiting list is mental || drivetest
E: Book it anyway
E: Also it's the 30th. The 20th was ten days ago 👀 || loan ^loan1
C: i KNOW i know. rent went up. february i promise || loan
E: Mmhm

== 2026-02-09 20:30
C: POSTER IS DONE 🔥🔥 look at it!!! we finally have a name || gig band
C: we're called Gull Problem 🐦🐦 || gig band q:band
E: Love it. Very Dundee || band
E: Still coming on Saturday. I'll get the 2pm train, can I crash on your couch? || gig
C: couch is urs. i'll hoover. maybe
E: I started in A&E at the Royal last Wednesday, so expect me to be feral || rotation_feb
C: u started in A&E??? like greys anatomy || rotation_feb
E: Like Glasgow Royal Infirmary on a Friday night. Less kissing, more vomit || rotation_feb q:rotationfeb

== 2026-02-15 11:52
E: On the train home. You were brilliant last night, genuinely. Drummer of the year 🥁 || gig
C: 🥹🥹 thank uuu. my head is POUNDING
C: flatmate made bacon rolls tho so im surviving
E: Drink water. Eat the roll. Don't do anything stupid today
C: me?? never

== 2026-02-16 09:40
C: ok so. dont be mad
+0 C: i broke my wrist yesterday 🙃 || wrist q:wristdate
C: skateboarding down the law with the bassist, it was fine until it wasnt. left one. A&E at ninewells took 5 hours || wrist q:wristdate
E: CALLUM || wrist
E: I literally told you not to do anything stupid
E: Which bit? Did they say scaphoid or distal radius? || wrist
C: distal radius and then a lot of other words. cast for 6 weeks 🥲 || wrist q:castweeks
E: Six weeks. You're a drummer || wrist
C: i know 😭 the band says i can play a tambourine with my foot || wrist
E: Does Mum know?
C: NO and u will not tell her
E: I'm not lying to Mum
C: pls. give me til the weekend
E: Saturday. Then I'm telling her

== 2026-02-28 16:00
C: told mum. she cried and then dad drove up a lasagne 😂 || wrist
E: That's the most Mum thing I've ever heard
C: hows A&E || rotation_feb
E: Busy. I'm on nights from Monday. Seven in a row 🫠 || nights_mar q:nights7
C: SEVEN?? is that legal || nights_mar
E: Apparently
C: i'll send u memes at 3am then
E: Please do
C: oh also dad says mum's 60th party is happening. saturday 30th may, the kinfauns arms in perth. its a SURPRISE || mum60 q:party
C: wait no its not a surprise she booked it herself lol || mum60
E: Sounds like Mum. We need to get her something good || mum60
C: u have money tho 👀
E: Noted 🙄

== 2026-03-04 03:40
C: 3am meme delivery as promised 🐦🍟 (gull stealing an entire pizza)
E: 😂 needed that. Night 2 of 7. Someone just tried to discharge themselves through a window || nights_mar
C: through a WINDOW
E: Ground floor. Still.
C: my wrist is so itchy i put a chopstick down the cast || wrist
E: Stop that. Right now. You'll get an infection and I'll have to tell Mum || wrist

== 2026-03-09 12:10
E: Finished all seven nights. I am a husk || nights_mar q:nights7
C: 🫡 respect. sleep
E: Going to. Then the club's doing Ben Vorlich a week on Saturday || vorlich
C: u and ur hills

== 2026-03-15 19:20
E: Right. Mum's present. I was thinking a seaplane flight over Loch Lomond. She's been going on about it since that documentary || mum60 q:gift
C: omg YES she'll scream || mum60
E: It's about £300 for two so Dad can go too || mum60
C: i can do... 20 quid 😬 || mum60
E: 20 is fine. It's from both of us || mum60 q:gift
C: ur my favourite sibling
E: I'm your only sibling
C: still counts

== 2026-03-29 14:05
C: CAST IS OFF 🎉🎉 got it off on friday. my arm is so thin and hairy its like a sad wee ferret || wrist q:castoff
E: Friday? You didn't tell me! || wrist
C: was busy drumming lol
C: *NOT drumming. the physio said gentle exercises only 😇 || wrist
E: Listen to the physio. Squeeze a ball || wrist
C: also the clocks changed and i missed a 10am lecture so great start to the week
E: It's Sunday
C: ...it was a catch-up one ok

== 2026-04-07 21:10
C: GOOD LUCK TOMORROW 🍀🍀🍀 u are gonna destroy that exam || mrcp
E: Thanks Cal. I'm trying not to look at any more ECGs tonight || mrcp
C: whats it even on
E: Everything. All of medicine. Two three-hour papers || mrcp

== 2026-04-09 18:30
C: how did it go!!! || mrcp
E: No idea. Some of it was fine and some of it was about diseases I've never heard of || mrcp
C: so normal then
E: Results in about six weeks || mrcp
C: ok random q and feel free to say no
C: rent went up again and my loan doesnt come til the end of the month and im like 120 short 😬😬 || loan
E: Callum.
C: i knowwww. i'll pay u back for that AND the 50 when i get a summer job || loan
E: Fine. £120. This is the last time || loan q:loan
C: ❤️❤️❤️
C: also rebooked my driving test, 12th of may 🚗 || drivetest

== 2026-04-22 22:40
C: update on the bagpipe situation. he's joined a pipe band. PRACTICE IS IN OUR LIVING ROOM || euan
E: Who is this guy, you've never told me his name || euan
C: euan. euan from orkney. lovely guy. terrible flatmate 🎶💀 || euan q:euan
E: Tell Euan I said hi and to practise in the park || euan
C: he says its too windy in the park for the drones whatever that means || euan
C: ALSO i got a summer job!! venue tech at the fringe in august, free shows and they pay || summer
E: Nice! Where will you sleep? || summer
C: a floor. somewhere. details || summer
C: oh and dad says his knee is way worse, he's on the waiting list for a new one || dadknee
E: I know, I spoke to him on Sunday. Could be months || dadknee

== 2026-05-06 20:00
C: um mum's party has moved || mum60
C: the function room at the kinfauns flooded?? a pipe burst. so now its the 6th of june, same place || mum60 q:partymove
E: Great, Greg's offshore then. He was going to come || mum60 q:gregmissparty
C: nooo. his loss, there's a ceilidh band || mum60
C: exams start monday btw, 3 of them 😰 || callum_exams
E: Revise! No skateboarding!
C: no skateboarding ever again. the law has beaten me

== 2026-05-12 16:45
C: failed again 🙃🙃 || drivetest q:test2
C: parallel parking this time. i was like a foot from the kerb. the examiner did the same "well" thing, i think its the same guy || drivetest
E: Oh Cal. Third time lucky || drivetest
C: booked for july 21st. if i fail that im moving to amsterdam and getting a bike || drivetest q:testpass
C: had an exam this morning as well so today was a LOT || callum_exams

== 2026-05-20 13:30
E: PASSED MRCP 🎉 Results came out yesterday || mrcp q:mrcpresult
C: YESSSSS DR DR EILIDH 🎉🎉🎉🎉 || mrcp
E: It's still just the one Dr but thank you 😂
C: i told euan and he played a wee tune on the pipes for u || euan

== 2026-06-07 11:00
C: mum's face when she opened the seaplane thing 😭😭😭 || mum60 q:gift
E: She cried. Dad cried. The ceilidh band played Loch Lomond, it was too much || mum60
C: i did the strip the willow with auntie morag and my wrist survived || mum60 wrist
E: Greg sent a video from the platform singing happy birthday. Monotone. || mum60
C: best part of the night honestly
C: also slight change of plan for summer. im not doing the fringe job anymore || summer
C: got an internship at an architecture practice in dundee!! pearce & gow, july and august, and they actually pay 🏛️ || summer q:summer
E: Callum that's brilliant!! Proper architects! || summer
C: i'll mostly be making tea and cutting foam but STILL || summer
E: Better than the Fringe, you'd have been sleeping under a bridge || summer
C: and i passed second year 🎓 all of it, even structures || callum_exams
E: Proud of you ❤️ || callum_exams

== 2026-06-25 19:30
E: Look who's come out from under the bed 🐱 || cat
C: A CAT??? since when || cat
E: Since yesterday! Cats Protection. She's grey and shy and bit a volunteer || cat q:catdate
C: perfect. whats her name
E: Doesn't have one yet. Greg is "thinking" || cat

== 2026-07-03 08:00
C: HAPPY BIRTHDAY 🎂🎂🎂 32!!! ur basically a pensioner || bday q:age
E: Thank you. My knees agree || bday
C: what did greg get u
E: He went back out last Tuesday so he left a present in the wardrobe with a note that just said "Present." || bday
C: 😂😂 peak greg. what was it
E: New waterproof jacket. The good one. He's been listening || bday

== 2026-07-07 19:45
E: Big news. I've been offered a job in Auckland. Emergency medicine fellow, a year, starting in February || aucjob
C: AUCKLAND?? like new zealand auckland???? || aucjob
C: ur not allowed
C: who will i borrow money from || loan
E: That's your main concern?
C: no 😭 ok its like 40% of my concern. are u going? || aucjob
E: I don't know yet. Thinking || aucjob
C: also is the cat named yet || cat
E: Tattie. Greg's idea. She looks like a potato when she sleeps || cat q:catname

== 2026-07-21 15:20
C: I PASSED 🚗🚗🚗🎉🎉 || drivetest q:testpass
C: zero faults on the parallel park, different examiner and he SMILED || drivetest
E: YES CAL!!! So proud 🥳 || drivetest
C: dad's letting me drive his car to the internship. with a big P on it || drivetest summer
E: Third time's the charm 🙌 || drivetest

== 2026-07-24 18:00
C: first pay from pearce & gow 💰 sent u 50 back!! || loan summer q:repay ^loan1
E: Got it, thank you! That's the January one sorted || loan
C: the 120 is coming i promise || loan
E: I'll believe it when I see it

== 2026-08-05 21:00
E: First day in cardiology at the Golden Jubilee today. Everyone's very calm. It's unsettling after A&E || rotation_aug q:cardio
C: is that the one in clydebank || rotation_aug
C: internship update they let me do a real drawing. of a bin store. but still || summer

== 2026-08-14 12:30
C: ok dont kill me
C: can i borrow 40 for the train to edinburgh tomorrow, going to the fringe with the band and i get paid next friday || loan
E: You have a job!
C: paid monthly 😭 next friday
E: Fine. £40. You now owe me £160, I'm keeping a list || loan q:loan

== 2026-09-03 20:40
E: I turned down Auckland. Told them this morning || aucjob q:declined
C: WAIT really??? || aucjob
E: Really. I want to finish my training here, Dad's knee op is coming up, and Greg would've had to give up the platform. It didn't add up || aucjob dadknee q:whydecline
C: im not gonna lie im happy 🥹 || aucjob
C: but also sorry bc i know u wanted it a bit || aucjob
E: A bit. Saoirse's gutted || aucjob
C: when's dad's op || dadknee
E: 1st of October. He got the date at the clinic last Tuesday. I'm on days that week thankfully || dadknee q:dadop

== 2026-09-14 21:30
E: Cal. Greg proposed 💍 || engaged q:proposal
C: WHAT
C: WHAT WHAT WHAT 😭😭😭🎉🎉💍 || engaged
C: IN LISBON?? || engaged lisbon
E: In Lisbon. Tonight, at a viewpoint at sunset, he'd planned the whole thing. He said about eight words || engaged lisbon q:proposal
C: what were the 8 words || engaged
E: "I've been carrying this since Glasgow. Marry me?" || engaged
C: thats like 7 but who cares 😭 YES obviously
E: I said yes obviously || engaged
C: when's the wedding || engaged
E: No date yet. Give us a minute 😂 || engaged

== 2026-10-02 10:10
E: Dad's op went fine yesterday. He's already complaining about the hospital toast || dadknee q:dadop
C: 😂 thats a good sign || dadknee
C: can u tell him the physio exercises are not optional, he'll listen to u || dadknee
E: He won't, but I'll try || dadknee

== 2026-10-14 19:05
C: a month ago today greg proposed and mum has ALREADY bought a hat || engaged
E: She showed me the hat. It's enormous || engaged
C: it has a feather. a FEATHER

== 2026-10-26 09:20
C: the clocks went back and i was an hour early for a 9am. an HOUR
E: That's not how it works, your phone changes itself
C: then explain why i was there at 8
E: You're a mystery Cal
C: xmas at mum and dads? is greg home?
E: He's offshore till the 3rd of November, then I think he's home for Christmas. Yes, Perth for Christmas
C: 🎄🎄🎄
"""

# ---------------------------------------------------------------------------------------------
# c02  Greg (partner, offshore two weeks on / two weeks off)
# ---------------------------------------------------------------------------------------------
SCRIPT["c02"] = r"""
== 2026-01-06 06:10
G: At Dyce. Chopper at 8.
+0 G: Forgot my good socks.
E: You always forget your good socks
E: Safe flight ❤️
+190 G: Landed. Windy.
+0 G: Food's still terrible.

== 2026-01-09 19:45
G: Evening.
+0 G: 12 hours on one valve. Valve won.
E: Poor you. How's the weather out there?
G: 60 knots. Sea like a washing machine.
E: I've got nights next week, Monday to Thursday || nights_jan
G: Four? || nights_jan
E: Four || nights_jan q:nightsjan
G: Eat proper food. Not vending machine.
E: No promises

== 2026-01-14 19:30
E: Off to night 3. Last night someone brought their own ECG machine from home?? || nights_jan
G: Why.
E: Nobody knows
G: Fair.

== 2026-01-20 13:10
G: Flights cancelled. Fog. || fog q:fog
+0 G: Another night out here.
E: Noooo. I made the chilli
G: Freeze it.
E: It's in the freezer. I'm sitting here like a widow
G: Tomorrow. Hopefully. || fog

== 2026-01-21 15:40
G: Flying. || fog
+105 G: Aberdeen. Driving down. Home by half 7. || fog
E: Chilli is defrosting 🌶️

== 2026-02-03 06:30
G: Off again. Two weeks.
E: Go safe. Remember it's Callum's gig on the 14th, I'm going up to Dundee for it || gig
G: Valentine's. || gig
E: Yes, I'm spending Valentine's with my brother and some gulls || gig
G: Good. Less pressure on me.
E: 😂 You're still sending flowers
G: Noted.

== 2026-02-05 20:10
E: First day in A&E at the Royal yesterday. Fourteen patients, two drunk, one bitten by a swan || rotation_feb q:rotationfeb
G: Swan.
E: Swan.
G: Respect the swan.
E: Honestly yes

== 2026-02-14 19:40
G: Happy Valentine's.
+0 G: Flowers went to the flat. You're not there. Poor planning.
E: Mrs Dunn next door took them in and says thank you very much 😂
G: Enjoy the gig. || gig
E: He's on in 20 minutes. He's so nervous he's drumming on everything || gig
G: Mum wants to come down when I'm home in March. || linda
E: Of course, she can have the spare room || linda
G: She'll bring shortbread. A lot. || linda

== 2026-02-16 10:05
E: Callum broke his wrist skateboarding 🙄 || wrist
G: Idiot.
+0 G: Is he ok. || wrist
E: He's fine. Distal radius, cast for six weeks. He's devastated, drummer and all || wrist
G: Gig was good timing then. || wrist gig

== 2026-03-03 06:20
G: Off.
E: I'm on night 2 tonight. Ships in the night, literally || nights_mar
G: Oil platform in the night.
E: That's worse

== 2026-03-05 07:50
E: Night 3 done. 4 to go. I ate a whole packet of Jaffa Cakes at 4am || nights_mar q:nights7
G: Which night's worst. || nights_mar
E: Tomorrow. Friday nights in A&E || nights_mar
G: Wear the good trainers.

== 2026-03-09 13:00
E: Survived all seven. Sleeping till Wednesday || nights_mar q:nights7
G: Good. Proud.
+0 G: Booked Skye. || skye
+0 G: Cottage in Portree. 15th to 17th May. I'm back on the 12th. || skye q:skyedate
E: GREG. You booked something without being asked?? || skye
G: Happens.
E: I love you
G: Know.

== 2026-03-17 09:00
G: Fog again. Flying tomorrow maybe. || fog q:fog
E: The North Sea hates us
G: Just you.

== 2026-03-18 17:30
G: Aberdeen. Home 9. || fog
+0 G: Mum's train gets in Friday at 4. || linda
E: Spare room's ready. Does she still hate coriander? || linda
G: Hates coriander. Loves you. || linda

== 2026-04-05 19:00
G: Happy Easter.
+0 G: They gave us an egg each. One.
E: I've got three. One from your mum || linda
E: Revising all Easter. Exam's on Wednesday || mrcp q:examdate
G: I know. It's on the fridge. || mrcp

== 2026-04-07 21:30
G: Good luck tomorrow. You'll smash it. || mrcp
+0 G: Sleep.
E: Trying x

== 2026-04-08 18:20
E: Done. I'll never know a single fact ever again || mrcp q:examdate
G: Pub?
E: You're on an oil platform
G: I'll have a Fanta in your honour.

== 2026-04-28 06:00
G: Off. Two weeks. Then Skye. || skye
E: Then Skye ⛰️ || skye

== 2026-05-05 20:15
G: Bad news.
+0 G: Shutdown's been extended. Need to stay an extra week. Back on the 19th, not the 12th. || skye extension q:extension
E: Noooo. What about Skye? || skye
G: Can't do it. Sorry. || skye q:skyecancel
+0 G: I'll cancel the cottage. || skye q:skyecancel
E: It's not your fault. Still gutted || skye
G: Me too. We'll go later. || skye =skyelater
E: We'd better

== 2026-05-07 21:00
G: Cottage cancelled. Got the deposit back. || skye
E: Small mercies
E: Also Mum's party has moved to the 6th of June. The function room flooded || mum60
G: I'm out then. Back out on the 2nd. || mum60 q:gregmissparty
E: I know 😔 || mum60
G: I'll send a video. || mum60

== 2026-05-19 14:00
G: Aberdeen. Home tonight.
E: FINALLY
E: Also. I PASSED. MRCP results came out this morning || mrcp q:mrcpresult
G: Knew you would. || mrcp
+0 G: Dinner's on me.

== 2026-06-02 06:05
G: Off again. Sorry about the party. || mum60
E: I'll save you cake || mum60

== 2026-06-06 22:40
E: Mum loved your video. Dad made everyone watch it twice || mum60
E: She says you're "a man of few words but good ones" || mum60
G: Accurate.

== 2026-06-10 20:30
G: Interview tonight? || aucjob
E: 9pm. 8am their time. I'm in a blouse and pyjama bottoms || aucjob timediff q:interview
G: Good luck. Don't mention the pyjamas. || aucjob

== 2026-06-12 19:15
E: Cats Protection called back! We can meet the grey cat when you're home || cat
G: The angry one. || cat
E: She's not angry, she's shy || cat

== 2026-06-22 16:10
G: Cats Protection phoned. Pick-up Wednesday, 2pm. || cat q:catdate
E: Yesss. I'm off on Wednesday. Buy a litter tray || cat
G: Bought two. || cat

== 2026-06-30 06:15
G: Off. Cat's still under the bed. || cat q:gregout
E: She'll come out. She likes you more than me || cat
G: Obviously.

== 2026-07-02 20:00
E: We need to name her. I'm not calling her "the cat" for another week || cat
G: Tattie. || cat q:catname
E: Tattie? || cat
G: Looks like a potato when she sleeps. || cat
E: ...she does. Tattie it is 🥔 || cat q:catname

== 2026-07-03 07:30
G: Happy birthday. || bday
+0 G: Present's in the wardrobe. Left side. || bday
E: A JACKET. The good one. You listened!! || bday
G: Occasionally.

== 2026-07-07 18:50
E: They offered me the Auckland job. ED fellow, 12 months from February || aucjob q:offer
G: Congratulations. || aucjob
+0 G: Your call. I'd come. || aucjob
E: You'd come? What about the platform? || aucjob
G: They have oil in New Zealand. Or I'll learn to surf. || aucjob
G: We'll talk when I'm back. || aucjob q:gregout

== 2026-07-13 19:40
G: Got my FOET refresher on Thursday. Aberdeen. || foet q:foet
E: The survival one? With the helicopter in the pool? || foet
G: Upside down in a pool. Every four years. || foet
E: Will you be home for it?
G: Home Tuesday. Aberdeen Thursday. Back Thursday night. || foet q:gregout
E: Buachaille on Sunday then? || buachaille
G: If my ears have drained. || buachaille

== 2026-07-16 17:30
G: Passed. Still hate the pool. || foet q:foet
E: My hero. Drive safe

== 2026-07-20 21:00
E: Booked!! Lisbon, 12th to 16th September ✈️ || lisbon q:lisbondates
G: Good. I'm home then. || lisbon
E: I checked your rota three times || lisbon
E: Also my legs are dead from yesterday. The Buachaille is steeper than I remember || buachaille
G: Told you. Steep. || buachaille

== 2026-07-28 06:00
G: Off. Tattie sat on my bag. Protest. || cat
E: She's lying on your side of the bed now. Grieving || cat

== 2026-08-05 19:00
E: First day of cardiology at the Golden Jubilee. Nobody vomited on me. Weird || rotation_aug
G: Progress.

== 2026-08-09 20:45
E: Saoirse lands on the 18th. You'll finally meet her || saoirse_visit
G: The Auckland one. || saoirse_visit
E: Yes. She'll try to convince you to move. Be strong || saoirse_visit aucjob
G: Always am.

== 2026-08-25 06:00
G: Off. Saoirse's alright. || saoirse_visit
E: She says you're "lovely, but like talking to a wall that occasionally says something devastatingly funny" || saoirse_visit
G: Accurate.

== 2026-08-31 20:30
E: I need to decide about Auckland this week. They want an answer by Friday || aucjob
G: What do you want. || aucjob
E: I want everything. Auckland and my training and my family and you not giving up a job you like || aucjob
G: Can't have everything.
+0 G: I meant it. I'd come. || aucjob
E: I know. That's what makes it harder || aucjob
G: Sleep on it.

== 2026-09-03 12:45
E: I said no. Emailed them this morning || aucjob q:declined
G: Ok.
+0 G: You sure? || aucjob
E: Yes. Finish IMT, be here for Dad's knee, keep you on your beloved oil rig || aucjob dadknee q:whydecline
G: It's a platform.
G: Good decision. Proud of you. || aucjob

== 2026-09-22 06:10
G: Off. Ring still on? || engaged
E: Hasn't come off once 💍 || engaged
G: Good.

== 2026-09-28 20:00
E: Your mum phoned. Linda called me "pet" fourteen times and asked about dates || linda engaged q:linda
G: Told her no date yet. || engaged
E: She suggested next June. At the church in Thurso || engaged linda
G: No.
E: Thought not. We'll decide when you're back || engaged

== 2026-10-06 11:30
G: Fog. Delayed till tomorrow. || fog q:fog
E: Again?! The North Sea has a personal grudge || fog
G: Ben More's still on. I'll be back. || compleat
E: Dougie will be thrilled || compleat

== 2026-10-07 16:00
G: Aberdeen. Home 8. || fog
E: Tattie's been sitting by the door all day || cat

== 2026-10-20 06:00
G: Off. Back 3rd November.
E: Tattie's already sulking || cat
G: So am I.

== 2026-10-25 19:00
E: The clocks went back. Got an extra hour in bed and used it to worry about seating plans || engaged
G: We don't have a date. || engaged
E: I'm planning ahead
G: Fair.

== 2026-10-28 20:15
G: Saw the Northern Lights from the deck tonight.
+0 G: Photo's rubbish. Was good though.
E: Jealous. Come home safe x
G: Always do.
E: And we're going to Skye next year. You promised || skye ^skyelater
G: I did.
"""

# ---------------------------------------------------------------------------------------------
# c03  Saoirse (best friend from medical school, ED registrar in Auckland)
# Auckland is 13 hours ahead until 29 March, 12 until 5 April, 11 until 27 September,
# 12 until 25 October, then 13 again.
# ---------------------------------------------------------------------------------------------
SCRIPT["c03"] = r"""
== 2026-01-04 20:30
S: Happy new year from the future!! 🎆 You're 13 hours behind so technically I've been in 2026 way longer than you || timediff
E: Happy new year!! How was NYE in Auckland?
S: Fireworks off the Sky Tower, one very overpriced cocktail, home by 1. Did the Tongariro Crossing last weekend too, 20k of volcanoes, my calves are destroyed || tongariro q:tongariro
E: Jealous. I spent NYE on a long day and then asleep on the couch
S: The glamour of medicine. Call soon? Saturday your 7pm is my Sunday 8am, that works for me || calls timediff
E: Saturday 7pm it is 📞 || calls
S: I'll be the one in the dressing gown with a flat white

== 2026-01-10 20:40
S: That was so good. I miss your face || calls
E: Same. I still can't believe you're an ED reg at Auckland City Hospital, you're a proper grown-up now || saoirse_work q:saoirsework
S: Grown-up on paper. I had cereal for dinner last night
E: Same, but in a Glasgow flat with worse weather
S: How's Greg? Is he out on the rig?
E: Platform, he'd correct you. Yes, back on the 20th
S: What does he actually DO out there, I've never asked || greg_job
E: Instrument technician. He fixes the sensors and valves that stop the whole thing exploding, basically || greg_job q:gregjob

== 2026-01-25 09:15
S: Okay I have goss
+0 S: There's an anaesthetist at work. Tall, says "sweet as" unironically, asked me for a coffee || josh q:joshname
E: SAOIRSE || josh
E: Did you say yes??
S: I said "maybe" like an absolute eejit and then went and got the coffee anyway || josh
E: So yes
S: So yes 🙈
E: Name? || josh
S: Not telling you until it's been at least three coffees || josh =threecoffees
E: Fair. I'll call him Coffee Man until then || josh

== 2026-02-08 21:00
E: Survived my first week in A&E at the Royal. I have seen things || rotation_feb
S: Welcome to the best specialty!! Tips: eat when you can, pee when you can, never say the Q word || rotation_feb
E: Quiet?
S: EILIDH. You've doomed the whole of Glasgow
E: It was already doomed tbf
S: How's the brother? Still drumming?
E: He's got a gig on Saturday, Valentine's night. I'm going up to Dundee || gig
S: Send me a video! I want to see wee Callum being a rock star || gig

== 2026-02-22 08:30
S: Aoife's coming out in three weeks!! 🇮🇪✈️🇳🇿 || aoife q:aoife
E: Your wee sister? That's brilliant! How long for? || aoife
S: Two weeks. I've planned Waiheke, Rotorua and a bungy jump she doesn't know about yet || aoife
E: She'll kill you
S: Worth it
S: Also... it's been three coffees || josh
E: AND? || josh
S: And a dinner. He cooked. He's from Christchurch. That's all you're getting || josh
E: You're the worst
E: Callum's video from the gig is in your inbox. And then he broke his wrist the next day, skateboarding, because of course he did || gig wrist
S: Oh no 😂 poor wee man. Is it bad? || wrist
E: Cast for six weeks. He'll live || wrist

== 2026-03-07 03:25
E: Hello from night 5 of 7. After this one, two to go. I've eaten nothing but toast since Monday || nights_mar q:nights7
S: Oh nooo. Seven in a row?? Who did that rota || nights_mar
E: A man called Derek. I've never met Derek || nights_mar
S: Down with Derek. Go drink some water and eat something that isn't toast
E: Crackers?
S: I'm not your mum 😂 fine, crackers

== 2026-03-20 20:45
S: Aoife's here!! We did the bungy yesterday, she screamed the whole way down and then wanted to go again || aoife
E: 😂 Iconic Kelly behaviour || aoife
S: Also Josh came to dinner with us and Aoife says he has "kind eyebrows" || josh q:joshname
E: Josh!! Coffee Man has a name! || josh ^threecoffees
S: Ugh. Yes. Josh. He's lovely. Don't make it weird || josh
E: I would never
E: Club's doing Ben Vorlich tomorrow, I'll send you a summit photo || vorlich
S: Send two. One for Aoife, she thinks Scotland is flat

== 2026-03-29 10:00
E: Our clocks went forward last night. So we're 12 hours apart now? || timediff
S: 12 this week, then 11 after next Sunday when ours go back. I've a spreadsheet || timediff q:timediff
E: Of course you do
S: Call on Saturday? Your 8pm, my Sunday 7am. Our clocks change that very night, I checked || calls timediff
E: Sounds grim for you but yes || calls

== 2026-04-04 19:56
S: Calling in 5! Fair warning, no make-up and porridge on my top || calls
E: I'm in my exam hoodie. I've been wearing it for a week || mrcp
+62 E: Thank you for the pep talk. I feel slightly less doomed || mrcp
S: You'll be grand. Remind me, is it the Wednesday? || mrcp =examwhen
E: Wednesday of the week after Easter, so this Wednesday. Two three-hour papers || mrcp q:examdate ^examwhen
S: Sleep, eat, don't read anything new on Tuesday night || mrcp

== 2026-04-09 09:30
S: How did it go?? I was thinking about you all day. Well, all your day, which was my night || mrcp
E: No idea. There was a question about a fungal infection from bat caves || mrcp
S: Histoplasmosis. The bat cave one is always histoplasmosis || mrcp
E: ...I put something else
S: Ah. Well. You'll be grand anyway

== 2026-04-20 21:30
S: Quick vent. Had a man in today who'd been stung by a stingray and drove himself in with it still attached
E: Attached?!
S: Attached. He named it. Kevin
E: Glasgow can't compete with that. I had a man who'd glued his hand to a traffic cone
S: Ok that's quite close actually

== 2026-04-26 21:15
S: Can we move next Saturday's call? They've changed my roster and I'm on nights that week || calls
E: Of course. Sunday? || calls
S: Sunday your 9am is my 8pm, after I've slept. Perfect || calls timediff
E: Done. I'll bring coffee, you bring your night-shift face

== 2026-05-12 21:40
S: Okay don't say no straight away
+0 S: Our department is hiring emergency medicine fellows. 12 months, starting February 2027. You'd be PERFECT || aucjob
E: Saoirse... || aucjob
S: Just look at the ad! Great roster, great beaches, me || aucjob
E: I'll look. I'm not promising anything || aucjob
S: Looking is all I ask 😇 || aucjob =lookingask

== 2026-05-20 12:30
E: I PASSED. Results came out yesterday. MRCP done forever || mrcp q:mrcpresult
S: AAAAHHHH 🎉🎉🎉 I KNEW IT || mrcp
S: Histoplasmosis didn't get you || mrcp
E: Histoplasmosis tried its best || mrcp
E: And I looked at the ad. More than once || aucjob ^lookingask
S: 👀👀 Apply!! || aucjob
E: ...I might have already started the form || aucjob

== 2026-05-26 22:00
E: Sent the application. Don't tell anyone, I haven't even told my mum || aucjob
S: Lips sealed. Does Greg know? || aucjob
E: Greg knows. He said "Ok." and then "Good." twenty minutes later || aucjob
S: Big speech from Greg

== 2026-06-05 20:15
E: Interview invite! Wednesday the 10th, 9pm my time || aucjob q:interview
S: That's 8am Thursday for us, the panel will be very caffeinated. Dr Patel is lovely, Dr Hohaia always asks about teaching || aucjob timediff
E: Noted. Preparing a teaching answer || aucjob

== 2026-06-10 22:20
E: Done! Dr Hohaia asked about teaching 😂 Thank you || aucjob q:interview
S: Told you. How did it feel? || aucjob
E: Good? I think? The internet cut out once and I kept talking to a frozen man || aucjob
S: Classic. The wifi in that room is cursed

== 2026-06-25 21:00
E: We got a cat yesterday!! Grey, shy, bit a volunteer. No name yet || cat q:catdate
S: A CAT. Photos immediately || cat
E: She's under the bed, so this is a photo of two eyes || cat
S: Perfect. 10/10
S: My news: Josh and I are moving in together. In August. A wee place in Mount Eden with a lemon tree || josh q:movein
E: A lemon tree!! That's so grown up || josh
S: It's very grown up. I'm terrified || josh

== 2026-07-03 08:05
S: HAPPY BIRTHDAY!!! 🎂🎉 32 looks great on you || bday q:age
E: Thank you!! Greg left a jacket in the wardrobe with a note saying "Present." || bday
S: That man is a poet

== 2026-07-07 19:10
E: SAOIRSE. THEY OFFERED ME THE JOB || aucjob q:offer
S: I know!!! Dr Patel told me last night and swore me to secrecy, I've been DYING || aucjob
+0 S: AAAAH 🎉🎉🇳🇿
E: I haven't said yes. I need to think. Greg said "Your call. I'd come." || aucjob
S: He'd come?? That's huge from Greg || aucjob
E: I know

== 2026-07-20 22:00
E: The pros and cons list is two pages long now || aucjob
S: Read me the cons || aucjob
E: My training, Dad's knee, Mum, Greg's job, Callum would have nobody to borrow money from || aucjob dadknee
S: Pros? || aucjob
E: You. Beaches. Sleep. Not being rained on in July || aucjob
S: I'm pro number one, I'll take it
E: We did the Buachaille yesterday, Greg and me. Rained on us in July, naturally || buachaille
S: Proving my point

== 2026-08-04 21:10
S: Flights booked!! Landing in Glasgow on the 18th of August, 7am off the Dubai flight. Ross and Amy's wedding is the 22nd || saoirse_visit q:visit
E: Come straight to ours. Tattie will hate you || saoirse_visit cat
S: Who's Tattie?? || cat
E: The cat! Greg named her. She looks like a potato when she sleeps || cat q:catname
S: Perfect, I love being hated by potatoes

== 2026-08-18 06:40
S: Landed!!! 🛬 Looking like death || saoirse_visit
E: Outside arrivals in the green Golf 🚗 || saoirse_visit

== 2026-08-26 09:00
S: Home. Jet-lagged. Already miss you || saoirse_visit
S: Greg is lovely by the way. He said about 40 words all week and they were all good ones || saoirse_visit
E: That's a lot for Greg, he must like you
S: And Ross and Amy's wedding!! Your reading was better than the best man's speech || saoirse_visit
S: Ross crying at the ceilidh 😭 || saoirse_visit
E: Best wedding of the year. For now || =fornow
S: For now?? What do you know
E: Nothing!! Nothing
S: Also we've moved into the Mount Eden place. Josh has already named the lemon tree || josh

== 2026-09-03 09:20
E: I turned it down. Emailed Dr Patel this morning. I'm so sorry || aucjob q:declined
S: Oh Eils. I'm gutted but I get it. Your training, your dad, Greg. You'd have been brilliant here || aucjob q:whydecline
E: Maybe for a holiday instead || aucjob
S: You're coming for a holiday. I'll book it myself if I have to

== 2026-09-14 21:15
E: Saoirse. Look at my hand 💍 || engaged
S: NO
+0 S: NO WAY || engaged
+0 S: IN LISBON??? || engaged lisbon
E: At a viewpoint, at sunset, he'd planned everything. Then he said "That went fine." and ate a pastel de nata || engaged lisbon q:proposal
S: I'm crying in the staff room. Bridesmaid?? || engaged
E: Obviously. Chief bridesmaid || engaged
S: The "for now" comment makes SENSE now || engaged ^fornow
E: I didn't know! I only suspected. He kept going weird whenever we passed a jeweller || engaged

== 2026-09-27 21:00
S: Our clocks went forward yesterday so we're 12 hours apart again || timediff q:timediff
E: I can't keep track. Monthly calls, fixed? || calls
S: Monthly calls. First Saturday of the month, your 8pm, my Sunday 8am || calls timediff
E: Deal || calls

== 2026-10-03 19:58
S: Calling! || calls
+64 E: Thanks for the wedding chat. Decided: next summer, small, somewhere with hills || engaged
S: Shocking. Hills || engaged

== 2026-10-11 10:10
E: Dougie compleated yesterday! All 282 Munros. We drank Prosecco on Ben More in the rain || compleat
S: Amazing! Tell him congrats from the other side of the world || compleat
E: Greg came too. His whole review of the day was "wet" || compleat

== 2026-10-26 20:30
E: And our clocks went back on Sunday. 13 hours again? || timediff
S: 13 again. Until April. The circle of life || timediff q:timediff
E: Call on Saturday? || calls
S: Saturday your 7pm then. It's a date || calls timediff
"""

# ---------------------------------------------------------------------------------------------
# c04  Kelvin Hillwalkers (Fraser organises, Aileen, Dougie, Gosia, Eilidh)
# ---------------------------------------------------------------------------------------------
SCRIPT["c04"] = r"""
== 2026-01-05 19:00
F: Evening all and happy new year. First outing of 2026: Ben Lomond, Saturday 17th. Rowardennan car park, 8am. Winter kit, crampons in the bag. || lomond
D: In. Though Lomond doesn't count for me, I've done it eleven times || lomond
O: I'm in!! My first winter Munro 😬 || lomond
E: In, as long as I'm not dead after nights. My last one finishes Friday morning || lomond nights_jan
A: I'm out I'm afraid, the puppy arrives next week and I can't leave him yet! || puppy
F: A puppy! Details please || puppy
A: Springer spaniel, 9 weeks, liver and white, already chewed the breeder's shoelaces. Name TBC || puppy =nametbc
D: Call him Munro || puppy
A: No
D: Corbett? || puppy
A: Absolutely not

== 2026-01-06 20:15
O: Dougie how many have you got left now? || compleat =dleft
D: 279 done. 3 to go 😎 Sgurr na Ciche and Ladhar Bheinn in Knoydart, then Ben More on Mull for the finale || compleat q:dougieleft ^dleft =d279
F: Planning a compleation party then? || compleat
D: Obviously. Bagpipes. Prosecco. Someone else carries the Prosecco || compleat
E: I'll carry the first aid kit and judge you all

== 2026-01-16 21:00
F: Forecast for tomorrow: clear, minus 4 on the top, light winds. Crampons definitely. || lomond
E: Just woke up after my last night shift, I'm alive. Can someone pick me up? || lomond
D: I'll get you in Partick at 6:45. Van's warm. Mostly || lomond
E: Mostly warm is fine
O: Can I get a lift too? I'm in Hyndland || lomond
D: Van of dreams. 6:40 Hyndland, then 6:45 Partick || lomond
F: See you at Rowardennan || lomond

== 2026-01-17 17:40
F: Great day. Photos in the album. Full winter conditions on top and four of us made the summit || lomond q:lomondcount
O: My first winter Munro!!! I'm obsessed 🏔️❄️ || lomond
E: Munro number 1 of 2026 ✅ || lomond munros_e
D: And my twelfth time up Lomond. Still doesn't count 😂 || lomond
A: Gorgeous photos, so jealous. The puppy ate a TV remote || puppy

== 2026-02-02 20:30
A: He has a name!! Bramble 🐶 || puppy q:bramble ^nametbc
O: BRAMBLE 😍 || puppy
D: Solid name. Still think Corbett was better || puppy
F: Welcome Bramble. Next walk: Ben Chonzie, Saturday 21st February. Short day, good for anyone with a new puppy 😉 || chonzie puppy
A: Bramble can't do a Munro yet, he's 12 weeks. But I'll come! || chonzie puppy
E: Should be fine for me, I'm on days that week || chonzie

== 2026-02-19 18:40
F: Bad news. The storm comes in on Friday night, 70mph gusts and heavy snow forecast for Saturday. I'm calling Chonzie off. || chonzie q:chonzie
D: Sensible. Chonzie's not worth dying for. Nothing is except Ben More || chonzie compleat
O: Boo but ok 😢
A: Bramble is relieved || puppy
E: Agreed. I'll spend Saturday asleep instead || chonzie

== 2026-03-09 19:30
F: March walk: Ben Vorlich and Stuc a' Chroin from Ardvorlich, Saturday 21st. Two Munros, long day, bring lunch and a head torch. || vorlich q:vorlich
E: I'm in! Finished seven nights this morning so I'll be human by then || vorlich nights_mar q:nights7
D: Seven nights?? Is that legal || nights_mar
E: Everyone keeps asking me that
O: In! New boots, happy knees || vorlich
A: In, Bramble's staying with my mum || vorlich puppy

== 2026-03-20 20:10
F: Ardvorlich 8:30 tomorrow. The Stuc scramble might have snow, we'll look at it from the bealach. || vorlich
D: Cars: I'll take Eilidh and Gosia, Fraser takes Aileen? || vorlich
A: Yep
E: Bringing tablet. The sweet, not the device || vorlich

== 2026-03-21 19:15
F: Both summits, no casualties. Well done all. || vorlich q:vorlich
E: The Stuc a' Chroin scramble was terrifying and brilliant. That's 3 for me this year 🏔️ || vorlich munros_e
O: 3 for me too! Same as Eilidh 🙌 || vorlich
D: Tablet was elite. Eilidh's on snack duty permanently
A: My legs are finished. Bramble wants a walk. Tragic || puppy

== 2026-04-06 19:00
F: April: Schiehallion, Saturday 18th. Braes of Foss car park 9am. Easy one, good if you're rusty. || schiehallion
E: I'm on call that weekend, so I'm out 😞 || schiehallion q:schiemiss
D: Out too, I'm doing my sister's bathroom. Someone has to || schiehallion
O: I'm in! || schiehallion
A: In, and Bramble's coming for a wee bit at the start || schiehallion puppy
E: Also my exam's on Wednesday, so if I'm quiet that's why || mrcp
F: Good luck Eilidh! || mrcp
O: Good luck!! 🍀 || mrcp

== 2026-04-18 18:30
A: Schiehallion done! Sunny on top. Bad news though || schiehallion q:gosiaknee
A: Gosia slipped on the way down on the boulder field and hurt her knee || schiehallion gosiaknee q:gosiaknee
O: I'm ok!! Just twisted it. Fraser carried my bag down like a hero || gosiaknee
F: Anyone would have. Ice on it tonight and see someone on Monday || gosiaknee
E: Gosia, if it's swollen and you can't put weight on it, go to minor injuries tomorrow. Otherwise rest, ice, and physio || gosiaknee
O: Thank you Dr Eilidh 🙏 I can walk on it, just sore || gosiaknee
D: Should've come to my sister's bathroom. Very flat

== 2026-04-22 20:00
O: Physio says sprained MCL. No hills for 6 to 8 weeks 😭 || gosiaknee
E: Could've been worse. Do the exercises! || gosiaknee
O: Yes doctor
A: Bramble sends get-well licks || puppy

== 2026-04-30 19:40
F: May walk: Beinn Ime and Beinn Narnain from Arrochar, Saturday 9th May. Succoth car park 8:30. || ime
E: In!! || ime
O: Out, knee 😢 || ime gosiaknee
A: In || ime
D: In. And the week after that I'm off to Knoydart for my last two before Mull 😎 || compleat
F: Good luck in Knoydart. Check the Mallaig boat times, it doesn't wait for anyone || compleat

== 2026-05-09 18:50
F: Two more Munros. Ime in cloud, Narnain clear. Good day. || ime
E: That's 5 for me now 🙌 || ime munros_e
A: The summit rocks on Narnain are brilliant || ime
O: Jealous from my sofa. Knee is improving! || gosiaknee
D: Last group walk before Knoydart. Wish me luck || compleat

== 2026-05-21 21:00
D: KNOYDART DONE 🎉 Sgurr na Ciche and Ladhar Bheinn. 281. One to go. || compleat q:knoydart ^d279
F: Brilliant Dougie! || compleat
E: 🎉🎉 Congratulations!! || compleat
A: One left!! When's Mull? || compleat
D: Thinking Saturday 26th September for Ben More. Everyone's invited. Prosecco on the summit, I'll bring the glasses || compleat q:compleatplan
O: I'll be there even if I have to crawl || compleat gosiaknee

== 2026-06-01 19:30
F: June walk: Ben Nevis via the CMD arête, Saturday 13th June. Glen Nevis, 7am start. Long one: Carn Mor Dearg, then the Ben. || nevis
E: In! I've wanted to do the arête for years || nevis
A: In || nevis
D: In. The Ben's been seven times for me but the arête never gets old || nevis
O: Still out, knee 😭 Maybe I'll come up for the pub after || nevis gosiaknee

== 2026-06-10 20:20
F: Forecast for Saturday is grim. 60mph gusts on the summit plateau and no visibility. Not doing the arête in that. || nevis q:nevismove
F: Moving it to Saturday 20th. Same plan. || nevis q:nevismove
D: Good call || nevis
A: 20th works || nevis
E: 20th is fine for me, Greg's home that week so I'll bring him to the pub after || nevis
O: I'll try for the pub || nevis

== 2026-06-20 21:10
F: Done! The arête was perfect, and the summit was clear for about four minutes, which is a record || nevis
E: That's 7 for me this year!! Carn Mor Dearg and the Ben 🏔️ || nevis munros_e
D: Eilidh's on 7, I'm on 281 with one to go. We're basically the same || compleat
A: The arête photos are amazing || nevis
O: The pub was fun too 😅 Greg said four words and all of them were funny

== 2026-06-25 20:00
E: Club news: we got a cat!! Grey. Shy. Bit the volunteer || cat
A: Bramble says hello and also woof || puppy
D: What's she called? || cat
E: No name yet. Greg says he's "thinking" || cat

== 2026-07-20 20:30
E: Did the Buachaille with Greg yesterday! Stob Dearg and Stob na Broige, up Coire na Tulaich || buachaille munros_e q:buachaille
E: So that's 9 for the year ✅ || buachaille munros_e
F: Great route. Did Greg enjoy it? || buachaille
E: He said "steep" at the top of the coire and "good" at the summit. High praise || buachaille
D: Greg for president
O: Knee update: the physio says I can start hills again in August!! || gosiaknee

== 2026-07-27 19:00
F: A bit of news. After eleven years organising the club I'm handing it over. From August, Aileen has agreed to take it on. || organiser q:organiser
A: Big boots to fill! I'll do my best || organiser
D: Fraser forever. Aileen forever too || organiser
E: Thank you Fraser for everything ❤️ And good luck Aileen! || organiser
F: I'm not going anywhere, I'll still walk. I just won't do the spreadsheets || organiser
D: Also Eilidh is it true you're moving to New Zealand?? You can't leave before Mull || aucjob compleat
E: Who told you that?! || aucjob
D: You did. On the Ben. After the second Irn-Bru || aucjob
E: I said I'd applied for a job in Auckland. Not that I'm going. They've offered it, I'm still thinking || aucjob q:offer

== 2026-08-03 19:30
A: First walk as organiser 😬 Lochnagar, Saturday 15th August. Spittal of Glenmuick car park 9am. Long drive so let's share cars. || lochnagar organiser q:lochnagar
O: I'M BACK. Knee approved by the physio. In!! || lochnagar gosiaknee
E: In! || lochnagar
F: In || lochnagar
D: In. Lochnagar's a royal hill, I'll bring a crown || lochnagar

== 2026-08-14 20:00
A: Forecast's good. Lifts: Dougie takes Eilidh and Gosia, I take Fraser. Leaving Glasgow 6am!! || lochnagar
E: 6am. I'm on cardiology now, 9 to 5, I've forgotten what 6am looks like || lochnagar rotation_aug
D: Same as 5am but lighter

== 2026-08-15 20:40
A: Lochnagar done! My first walk as organiser and nobody got lost!! || lochnagar organiser
E: That's my 10th this year 🏔️ || lochnagar munros_e
O: First Munro since my knee!! Slow but I did it 🥹 || lochnagar gosiaknee
D: Wore the crown. Got looks || lochnagar
F: Brilliant organising, Aileen || organiser

== 2026-08-25 19:10
A: September: Ben Lawers and Beinn Ghlas, Saturday 5th. Ben Lawers car park 8:30 || lawers
E: In, and then I'm off to Lisbon the week after 🇵🇹 || lawers lisbon
O: In! || lawers
F: In || lawers
D: In. Good warm-up for Mull || lawers compleat

== 2026-09-05 19:00
A: Lawers and Ghlas in the bag, lovely day || lawers
E: So that's 11 for the year... || lawers munros_e
+0 E: wait no, 12. Forgot Beinn Ghlas counts 😂 || lawers munros_e
O: That's 7 for me this year, knee and all || lawers
D: Mull in three weeks!! 26th. Everyone ready? || compleat

== 2026-09-10 21:00
D: Bit of a change. CalMac have cancelled the Oban to Craignure sailings on the 26th for repairs, and the weekend after looks rubbish. || compleat q:compleatmove
+0 D: Ben More compleation is now Saturday 10th October. Same plan, more Prosecco. || compleat q:compleatmove
A: 10th works! || compleat
F: Noted, it's in the diary || compleat
O: 10th is perfect || compleat
E: I'll be back from Lisbon by then, so yes! || compleat lisbon

== 2026-09-16 20:30
E: Back from Lisbon and... Greg proposed!! 💍 || engaged lisbon
A: OH MY GOODNESS congratulations!!! 🎉 || engaged
O: 😭😭😭🎉🎉💍 || engaged
D: About time. Tell him he's invited to Mull as my guest || compleat engaged
F: Wonderful news. Congratulations to you both || engaged
E: He says "Thanks. Yes." Two whole words. He must be emotional || compleat

== 2026-10-07 20:00
D: Compleation logistics!! 7:55 ferry from Oban on Saturday, meet at the terminal at 7:30. We walk from Dhiseig. || compleat
E: Greg's helicopter was stuck in fog yesterday but he's home tonight, so he's coming! || compleat fog
O: I'm bringing a banner || compleat
F: I've got the fizz || compleat
A: Bramble's coming too. He's never been on a ferry || compleat puppy

== 2026-10-10 21:00
D: 282. ALL OF THEM. I'm a compleater 🎉🥂 || compleat q:compleatdone ^d279
A: What a day!! Prosecco in horizontal rain!! || compleat
F: Congratulations Dougie. Twenty-three years in the making || compleat
E: So proud of you Dougie!! Greg came along, and that's my last Munro of the year, I think. His review: "wet" || compleat munros_e
O: The banner blew away but it was worth it || compleat
D: Greg said "well done" and shook my hand for about ten seconds. I'll treasure it || compleat

== 2026-10-26 19:30
A: Next up: a winter skills day in the Cairngorms in December? Who's interested?
E: Interested!
O: Yes!!
D: I'm retired from Munros. Joking. In.
F: In
A: 🥾❄️
"""

# ---------------------------------------------------------------------------------------------
# Labels, derived from the tags
# ---------------------------------------------------------------------------------------------
# search: (query, topic tags); relevant = every message carrying one of the tags. A message
# carries a topic tag when it says something about the topic (a bare "😂" does not).
SEARCH = [
    ("Callum broke his wrist skateboarding", ["wrist"]),
    ("Gull Problem's first gig in Dundee", ["gig", "band"]),
    ("the Skye cottage weekend", ["skye"]),
    ("emergency medicine fellowship job in Auckland", ["aucjob"]),
    ("Mum's 60th birthday party", ["mum60"]),
    ("Ben Nevis by the CMD arête", ["nevis"]),
    ("getting a cat from Cats Protection", ["cat"]),
    ("MRCP exam and results", ["mrcp"]),
    ("Lisbon holiday in September", ["lisbon"]),
    ("helicopter delayed by fog", ["fog"]),
    ("Callum's driving test", ["drivetest"]),
    ("Dougie's last Munro, the compleation on Mull", ["compleat"]),
    ("Gosia's knee injury", ["gosiaknee"]),
    ("Aileen's springer spaniel puppy", ["puppy"]),
    ("lending Callum money", ["loan"]),
    ("seven night shifts in a row in March", ["nights_mar"]),
    ("Saoirse's visit for Ross and Amy's wedding", ["saoirse_visit"]),
    ("time difference between Glasgow and Auckland", ["timediff"]),
    ("Saoirse dating the anaesthetist", ["josh"]),
    ("Callum's summer job at the Fringe or an internship", ["summer"]),
    ("Greg's offshore survival course with the helicopter in the pool", ["foet"]),
    ("starting in A&E at the Royal", ["rotation_feb"]),
    ("Greg proposed, the engagement", ["engaged"]),
    ("climbing the Buachaille with Greg", ["buachaille"]),
    ("the flatmate who plays the bagpipes", ["euan"]),
    ("Ben Chonzie walk called off because of the storm", ["chonzie"]),
    ("Lochnagar walk in August", ["lochnagar"]),
    ("Dad's knee replacement", ["dadknee"]),
    ("Eilidh's 32nd birthday", ["bday"]),
    ("Fraser hands over organising the club", ["organiser"]),
]

# qa: (question, kind, must_contain_any, evidence tags)
QA = [
    # single-hop
    ("What is Callum's band called?", "single-hop", ["Gull Problem"], ["q:band"]),
    ("What is the name of Aileen's puppy?", "single-hop", ["Bramble"], ["q:bramble"]),
    ("What did Eilidh and Greg name their cat?", "single-hop", ["Tattie"], ["q:catname"]),
    ("What is Greg's mum called?", "single-hop", ["Linda"], ["q:linda"]),
    ("What is the name of Callum's flatmate who plays the bagpipes?", "single-hop", ["Euan"], ["q:euan"]),
    ("Which hospital did Eilidh start working in A&E at in February 2026?", "single-hop",
     ["Glasgow Royal Infirmary", "Royal Infirmary", "the Royal", "GRI"], ["q:rotationfeb"]),
    ("Where did Greg propose to Eilidh?", "single-hop", ["Lisbon"], ["q:proposal"]),
    ("What is Greg's job on the platform?", "single-hop",
     ["instrument technician", "instrument tech"], ["q:gregjob"]),
    ("Which hospital does Saoirse work at in Auckland?", "single-hop",
     ["Auckland City Hospital", "Auckland City"], ["q:saoirsework"]),
    ("What did Eilidh and Callum give their mum for her 60th birthday?", "single-hop",
     ["seaplane flight", "seaplane"], ["q:gift"]),
    ("Who took over organising the hill-walking club from Fraser?", "single-hop", ["Aileen"], ["q:organiser"]),
    ("What did Callum do in summer 2026 instead of working at the Edinburgh Fringe?", "single-hop",
     ["internship", "Pearce & Gow", "architecture practice"], ["q:summer"]),
    ("On which walk did Gosia hurt her knee?", "single-hop", ["Schiehallion"], ["q:gosiaknee"]),
    ("Which Munros did Dougie climb in Knoydart in May 2026?", "single-hop",
     ["Sgurr na Ciche", "Ladhar Bheinn"], ["q:knoydart"]),
    ("What hike did Saoirse do in New Zealand around New Year?", "single-hop",
     ["Tongariro Crossing", "Tongariro"], ["q:tongariro"]),
    # temporal
    ("When was the first gig of Callum's band?", "temporal",
     ["14 February 2026", "14 February", "February 14", "Feb 14", "14 Feb", "Valentine"], ["q:gigdate"]),
    ("When did Callum break his wrist?", "temporal",
     ["15 February 2026", "15 February", "February 15", "Feb 15", "15 Feb"], ["q:wristdate"]),
    ("When did Eilidh sit her MRCP exam?", "temporal",
     ["8 April 2026", "8 April", "April 8", "Apr 8", "8 Apr"], ["q:examdate"]),
    ("When did Eilidh get her MRCP results?", "temporal",
     ["19 May 2026", "19 May", "May 19"], ["q:mrcpresult"]),
    ("When did the club do the Ben Nevis walk over the CMD arête?", "temporal",
     ["20 June 2026", "20 June", "June 20"], ["q:nevismove"]),
    ("When did Eilidh and Greg adopt their cat?", "temporal",
     ["24 June 2026", "24 June", "June 24"], ["q:catdate"]),
    ("When did Greg do his survival refresher course in Aberdeen in 2026?", "temporal",
     ["16 July 2026", "16 July", "July 16"], ["q:foet"]),
    ("When did Callum pass his driving test?", "temporal",
     ["21 July 2026", "21 July", "July 21"], ["q:testpass"]),
    ("When did Greg propose to Eilidh?", "temporal",
     ["14 September 2026", "14 September", "September 14"], ["q:proposal"]),
    ("When did Dougie compleat the Munros?", "temporal",
     ["10 October 2026", "10 October", "October 10", "10th October"], ["q:compleatdone", "q:compleatmove"]),
    ("When did Eilidh's mum's 60th birthday party take place?", "temporal",
     ["6 June 2026", "6 June", "June 6", "6th of June"], ["q:partymove"]),
    ("When was Saoirse's sister Aoife due to arrive in New Zealand?", "temporal",
     ["15 March 2026", "15 March", "March 15"], ["q:aoife"]),
    ("When did Callum get his cast off?", "temporal",
     ["27 March 2026", "27 March", "March 27"], ["q:castoff"]),
    ("When did Callum fail his first driving test of 2026?", "temporal",
     ["29 January 2026", "29 January", "January 29"], ["q:test1"]),
    # quantity
    ("How many Munros did Eilidh climb in 2026?", "quantity", ["13", "thirteen"], ["munros_e"]),
    ("How many night shifts in a row did Eilidh work in March 2026?", "quantity", ["7", "seven"], ["q:nights7"]),
    ("How much money did Eilidh lend Callum in 2026 altogether?", "quantity", ["£210", "210"], ["q:loan"]),
    ("How many times did Callum take his driving test in 2026?", "quantity", ["3", "three"],
     ["q:test1", "q:test2", "q:testpass"]),
    ("How many times was Greg's helicopter home delayed by fog in 2026?", "quantity", ["3", "three"], ["q:fog"]),
    ("How many Munros did Dougie still have to climb at the start of 2026?", "quantity", ["3", "three"],
     ["q:dougieleft"]),
    ("How many weeks did Callum have to wear his cast?", "quantity", ["6", "six"], ["q:castweeks"]),
    ("How many night shifts did Eilidh work in her January 2026 block of nights?", "quantity", ["4", "four"],
     ["q:nightsjan"]),
    ("How many of the club reached the summit of Ben Lomond in January?", "quantity", ["4", "four"],
     ["q:lomondcount"]),
    ("How much did Callum owe Eilidh after she lent him the train fare to Edinburgh in August?", "quantity",
     ["£160", "160"], ["q:loan"]),
    # multi-hop
    ("Why was Eilidh and Greg's Skye trip in May 2026 cancelled?", "multi-hop",
     ["extended", "shutdown", "extra week"], ["q:skyedate", "q:extension", "q:skyecancel"]),
    ("Why did Greg miss Eilidh's mum's 60th birthday party?", "multi-hop",
     ["offshore", "platform", "back out", "working"], ["q:partymove", "q:gregmissparty"]),
    ("Why did Eilidh turn down the job in Auckland?", "multi-hop",
     ["training", "knee", "Greg", "IMT"], ["q:whydecline"]),
    ("How old was Eilidh when Greg proposed?", "multi-hop", ["32", "thirty-two"], ["q:age", "q:proposal"]),
    ("Where was Greg when Eilidh was offered the Auckland job?", "multi-hop",
     ["offshore", "platform", "North Sea", "rig"], ["q:offer", "q:gregout"]),
    ("Which hospital was Eilidh working at when she sat her MRCP exam?", "multi-hop",
     ["Glasgow Royal Infirmary", "Royal Infirmary", "the Royal", "GRI"], ["q:rotationfeb", "q:examdate"]),
    ("What did Callum break the day after his band's first gig?", "multi-hop",
     ["wrist"], ["q:gigdate", "q:wristdate"]),
    ("What did Greg have to do in Aberdeen three days before he and Eilidh climbed the Buachaille?",
     "multi-hop", ["FOET", "survival", "refresher"], ["q:foet", "q:buachaille"]),
    ("Which of Dougie's last three Munros did he climb last?", "multi-hop",
     ["Ben More"], ["q:dougieleft", "q:knoydart", "q:compleatdone"]),
    ("How many hours ahead of Glasgow was Auckland when Saoirse flew over for Ross and Amy's wedding?",
     "multi-hop", ["11", "eleven"], ["q:timediff", "q:visit"]),
    ("What is the name of the anaesthetist Saoirse started seeing in January?", "multi-hop",
     ["Josh"], ["q:joshname"]),
    # unanswerable: plausible, but the chats never say
    ("Who is the lead singer of Callum's band?", "unanswerable", [], []),
    ("What breed is Eilidh and Greg's cat?", "unanswerable", [], []),
    ("On what date is Eilidh and Greg's wedding?", "unanswerable", [], []),
    ("What is the name of the oil platform Greg works on?", "unanswerable", [], []),
    ("How much did the Lisbon trip cost?", "unanswerable", [], []),
    ("What mark did Eilidh get in her MRCP exam?", "unanswerable", [], []),
    ("What grades did Callum get in his second-year exams?", "unanswerable", [], []),
    ("What did Eilidh give Greg for his birthday?", "unanswerable", [], []),
    ("What does Saoirse's sister Aoife do for a living?", "unanswerable", [], []),
    ("In which hospital did Eilidh's dad have his knee operation?", "unanswerable", [], []),
]

SUMMARIES = {
    "c01": {
        "must_mention": ["gig", "wrist", "driving test", "seaplane", "Auckland", "Lisbon", "internship", "knee"],
        "decisions": [
            "Eilidh and Callum give their mum a seaplane flight over Loch Lomond for her 60th",
            "Mum's 60th party moves from 30 May to 6 June after the function room floods",
            "Callum drops the Fringe job for a paid internship at Pearce & Gow",
            "Eilidh turns down the Auckland job",
        ],
        "reference": (
            "Eilidh and her younger brother Callum, an architecture student in Dundee, keep in touch "
            "from New Year to October 2026. His band, Gull Problem, plays its first gig on 14 February "
            "and Eilidh goes up to Dundee for it; the next day he breaks his wrist skateboarding and "
            "wears a cast for six weeks. Eilidh lends him money three times (£50, £120 and £40) and he "
            "pays back £50 from his summer internship at Pearce & Gow, which replaces a Fringe job. He "
            "fails his driving test in January and May and passes on 21 July. They plan their mum's 60th, "
            "moved from 30 May to 6 June after a flood, and give her a seaplane flight. Eilidh passes her "
            "MRCP, is offered a job in Auckland and turns it down, tells Callum that Greg proposed in "
            "Lisbon, and their dad has his knee replacement on 1 October."
        ),
    },
    "c03": {
        "must_mention": ["Auckland", "calls", "Josh", "MRCP", "interview", "wedding", "Lisbon", "bridesmaid"],
        "decisions": [
            "Eilidh applies for the emergency medicine fellowship in Auckland",
            "Eilidh turns the Auckland job down",
            "Saoirse will be chief bridesmaid",
            "Monthly calls on the first Saturday of the month",
        ],
        "reference": (
            "Eilidh and her best friend from medical school, Saoirse, now an emergency registrar at "
            "Auckland City Hospital, keep in touch across an 11 to 13 hour time difference and arrange "
            "calls around their shifts, settling on monthly calls. Saoirse starts seeing an anaesthetist, "
            "Josh, and they move in together in Mount Eden; her sister Aoife visits in March. After Eilidh "
            "passes her MRCP, Saoirse persuades her to apply for an emergency medicine fellowship in "
            "Auckland; Eilidh has the interview in June, is offered the job in July and turns it down in "
            "September for her training, her dad and Greg. Saoirse flies over in August for Ross and "
            "Amy's wedding, and in September Eilidh tells her Greg proposed in Lisbon and makes her "
            "chief bridesmaid."
        ),
    },
    "c04": {
        "must_mention": ["Ben Lomond", "Chonzie", "Schiehallion", "knee", "Ben Nevis", "Lochnagar", "Bramble",
                         "Aileen", "Ben More", "compleat"],
        "decisions": [
            "Ben Chonzie walk called off for the storm",
            "Ben Nevis walk moved from 13 to 20 June",
            "Aileen takes over organising from Fraser in August",
            "Dougie's compleation on Ben More moved from 26 September to 10 October",
        ],
        "reference": (
            "The Kelvin Hillwalkers plan a Munro walk most months of 2026: Ben Lomond in winter "
            "conditions in January, Ben Chonzie called off for a storm in February, Ben Vorlich and Stuc "
            "a' Chroin in March, Schiehallion in April, where Gosia hurts her knee and is out until "
            "August, Beinn Ime and Beinn Narnain in May, Ben Nevis by the CMD arete moved from 13 to 20 "
            "June for the forecast, Lochnagar in August and Ben Lawers with Beinn Ghlas in September. "
            "Aileen's new springer spaniel puppy is named Bramble, and Aileen takes over organising from "
            "Fraser in August. Dougie climbs his two Knoydart Munros in May and compleats all 282 on Ben "
            "More on Mull on 10 October, moved from 26 September when the ferries were cancelled. Eilidh "
            "keeps a running count of her Munros, climbs the Buachaille with Greg, and announces her "
            "engagement."
        ),
    },
}

# Dates (Glasgow local) on which the messages carrying a tag must have been written, so that a
# relative date in them ("yesterday", "on Friday", "in three weeks") resolves to the answer.
ANCHORS = {
    "q:gigdate": {"2026-01-04"},                  # "next month" ... "the 14th!!" -> 14 Feb
    "q:wristdate": {"2026-02-16"},                # "yesterday" -> 15 Feb
    "q:castoff": {"2026-03-29"},                  # Sunday: "on friday" -> 27 Mar
    "q:aoife": {"2026-02-22"},                    # "in three weeks" -> 15 Mar
    "q:examdate": {"2026-04-04", "2026-04-05", "2026-04-08"},  # Wednesday of the week after Easter
    "q:mrcpresult": {"2026-05-19", "2026-05-20"},  # "this morning" / "yesterday" -> 19 May
    "q:catdate": {"2026-06-22", "2026-06-25"},    # Monday: "Wednesday"; Thursday: "yesterday" -> 24 Jun
    "q:foet": {"2026-07-13", "2026-07-16"},       # Monday: "on Thursday"; Thursday: "Passed." -> 16 Jul
    "q:test1": {"2026-01-04", "2026-01-30"},      # "on the 29th"; Friday: "yesterday" -> 29 Jan
    "q:testpass": {"2026-05-12", "2026-07-21"},
    "q:cardio": {"2026-08-05"},
    "q:declined": {"2026-09-03"},
    "q:proposal": {"2026-09-14"},
    "q:compleatdone": {"2026-10-10"},
    "q:buachaille": {"2026-07-20"},               # "yesterday" -> Sunday 19 Jul, three days after the FOET
    "q:interview": {"2026-06-05", "2026-06-10"},
    "q:age": {"2026-07-03"},
}


# ---------------------------------------------------------------------------------------------
# Generator
# ---------------------------------------------------------------------------------------------
LINE = re.compile(r"^(?:(\+\d+|@\d\d:\d\d)\s+)?([A-Z]):\s(.+)$")


def parse_chat(cid, members, gap, script):
    rnd = random.Random(f"dev8-{cid}")
    msgs = []
    t = None
    for raw in script.strip("\n").split("\n"):
        line = raw.rstrip()
        if not line.strip():
            continue
        if line.startswith("== "):
            t = datetime.strptime(line[3:].strip(), "%Y-%m-%d %H:%M")
            t = t.replace(second=rnd.randint(0, 40))
            first = True
            continue
        m = LINE.match(line)
        if not m:
            raise SystemExit(f"{cid}: cannot parse: {line}")
        when, who, rest = m.groups()
        text, _, meta = rest.partition(" || ")
        if not first:
            if when is None:
                t += timedelta(minutes=rnd.randint(*gap), seconds=rnd.randint(0, 50))
            elif when.startswith("+"):
                mins = int(when[1:])
                t += timedelta(minutes=mins, seconds=rnd.randint(10, 40) if mins == 0 else rnd.randint(0, 50))
            else:
                hh, mm = map(int, when[1:].split(":"))
                nt = t.replace(hour=hh, minute=mm)
                if nt <= t:
                    nt += timedelta(days=1)
                t = nt
        first = False
        sender = SENDERS[who]
        if sender not in members:
            raise SystemExit(f"{cid}: {sender} is not in the chat: {line}")
        tags, key, reply = set(), None, None
        for tok in meta.split():
            if tok.startswith("="):
                key = tok[1:]
            elif tok.startswith("^"):
                reply = tok[1:]
            else:
                tags.add(tok)
        msgs.append({"chat": cid, "sender": sender, "local": t, "text": text.strip(),
                     "tags": tags, "key": key, "reply": reply})
    return msgs


def build():
    allmsgs = []
    for cid, name, kind, members, gap in CHATS:
        msgs = parse_chat(cid, members, gap, SCRIPT[cid])
        keys = {}
        for i, m in enumerate(msgs, 1):
            m["id"] = f"{cid}-{i:03d}"
            m["ts"] = to_utc(m["local"]).strftime("%Y-%m-%dT%H:%M:%SZ")
            if m["reply"]:
                if m["reply"] not in keys:
                    raise SystemExit(f"{m['id']}: reply to unknown or later key {m['reply']}")
                m["reply_to"] = keys[m["reply"]]
            if m["key"]:
                if m["key"] in keys:
                    raise SystemExit(f"duplicate key {m['key']}")
                keys[m["key"]] = m["id"]
        for a, b in zip(msgs, msgs[1:]):
            if b["local"] <= a["local"]:
                raise SystemExit(f"{b['id']} not after {a['id']}")
        allmsgs.extend(msgs)
    allmsgs.sort(key=lambda m: (m["ts"], m["id"]))
    return allmsgs


def ids_with(msgs, tags):
    missing = [t for t in tags if not any(t in m["tags"] for m in msgs)]
    if missing:
        raise SystemExit(f"tags on no message: {missing}")
    return [m["id"] for m in msgs if m["tags"] & set(tags)]


def main():
    msgs = build()
    for tag, dates in ANCHORS.items():
        got = {m["local"].strftime("%Y-%m-%d") for m in msgs if tag in m["tags"]}
        if not got or not got <= dates:
            raise SystemExit(f"anchor {tag}: written on {sorted(got)}, expected within {sorted(dates)}")

    with open(os.path.join(HERE, "messages.jsonl"), "w", encoding="utf-8") as f:
        for uid, name, role in USERS:
            f.write(json.dumps({"type": "user", "id": uid, "name": name, "role": role},
                               ensure_ascii=False) + "\n")
        for cid, name, kind, members, _ in CHATS:
            f.write(json.dumps({"type": "chat", "id": cid, "name": name, "kind": kind,
                                "members": members}, ensure_ascii=False) + "\n")
        for m in msgs:
            o = {"type": "message", "id": m["id"], "chat": m["chat"], "sender": m["sender"],
                 "ts": m["ts"], "text": m["text"]}
            if "reply_to" in m:
                o["reply_to"] = m["reply_to"]
            f.write(json.dumps(o, ensure_ascii=False) + "\n")

    by_id = {m["id"]: m for m in msgs}
    search = [{"query": q, "relevant": sorted(ids_with(msgs, tags))} for q, tags in SEARCH]
    qa = []
    for question, kind, answers, tags in QA:
        src = sorted(ids_with(msgs, tags)) if tags else []
        qa.append({"question": question, "kind": kind, "must_contain_any": answers, "source_ids": src})
    labels = {
        "owner": OWNER,
        "timezone": "Europe/London",
        "summaries": SUMMARIES,
        "action_items": [],
        "decisions": [],
        "priority": {"positive": [], "negative_hard": []},
        "scheduling": {"positive": [], "negative_hard": []},
        "time_constraints": [],
        "profiles": [],
        "search": search,
        "qa": qa,
    }
    assert all(i in by_id for q in search for i in q["relevant"])
    with open(os.path.join(HERE, "labels.json"), "w", encoding="utf-8") as f:
        json.dump(labels, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"dev8: {len(msgs)} messages, {len(search)} search queries, {len(qa)} questions")


if __name__ == "__main__":
    main()
