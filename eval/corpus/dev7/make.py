#!/usr/bin/env python3
"""Generate dev7: long personal chats (LoCoMo-style long-term conversational memory).

Owner: Neil Hadley, 58, a retired secondary-school chemistry teacher in Adelaide, South
Australia (Australia/Adelaide: UTC+10:30 in summer time, UTC+9:30 in standard time; summer time
ends on Sunday 5 April 2026, inside the span), chatting from November 2025 to August 2026 with
  c01  his daughter Claire in Toronto (long, careful messages; Toronto's own clock changes on
       2 November 2025 and 8 March 2026 change the time difference three times),
  c02  Rob, an old university friend in Geelong (terse, lowercase, abbreviations),
  c03  Eleni, his next-door neighbour, a retired nurse whose first language is Greek,
  c04  the five-person committee of the Fernhill Community Garden (group).

Every message is written below with tags for what it contains; the labels (search, qa,
summaries) are derived from the tags, so messages and labels cannot drift.  Session start times
are Adelaide wall-clock times and are converted to UTC here (no tz database needed).
Tag tokens: a plain word is a tag; "#key" names the message (labels may cite "#key");
"^key" makes it a reply to the message named key; "+N" puts N minutes before it.

Run:  python3 eval/corpus/dev7/make.py   (writes messages.jsonl and labels.json beside itself)
"""
import json
import os
import random
from datetime import date, datetime, time, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))

N, C, R, E, P, D, J, M = "neil", "claire", "rob", "eleni", "priya", "doug", "jess", "marg"
USERS = [
    (N, "Neil Hadley", "trainer"),
    (C, "Claire Hadley", "client"),
    (R, "Rob Kerr", "client"),
    (E, "Eleni Markou", "client"),
    (P, "Priya Raman", "client"),
    (D, "Doug Feeney", "client"),
    (J, "Jess Tran", "client"),
    (M, "Marg Olsen", "client"),
]
CHATS = [
    ("c01", "Claire", "direct", [N, C]),
    ("c02", "Rob Kerr", "direct", [N, R]),
    ("c03", "Eleni (next door)", "direct", [N, E]),
    ("c04", "Fernhill Garden Committee", "group", [N, P, D, J, M]),
]


# --- Australia/Adelaide wall clock -> UTC ------------------------------------------------
def first_sunday(year, month):
    d = date(year, month, 1)
    return d + timedelta(days=(6 - d.weekday()) % 7)


def adelaide_to_utc(local):
    """Summer time (UTC+10:30) runs from the first Sunday of October, 02:00 standard time, to
    the first Sunday of April, 03:00 summer time; standard time is UTC+9:30."""
    end = datetime.combine(first_sunday(local.year, 4), time(3, 0))
    start = datetime.combine(first_sunday(local.year, 10), time(2, 0))
    if end - timedelta(hours=1) <= local < end:
        raise ValueError(f"ambiguous Adelaide time {local}")
    if start <= local < start + timedelta(hours=1):
        raise ValueError(f"non-existent Adelaide time {local}")
    summer = local < end or local >= start
    return local - timedelta(hours=10.5 if summer else 9.5)


# --- the conversations ---------------------------------------------------------------------
SESSIONS = []  # (chat, local start "YYYY-MM-DD HH:MM", [(sender, text, tags), ...])


def S(chat, start, msgs):
    SESSIONS.append((chat, start, msgs))


# ============================== c01: Claire, in Toronto ===================================
S("c01", "2025-11-09 09:05", [
    (C, "Hi Dad! Sorry I missed your call on Thursday, work has been relentless this month. It's a quiet Saturday evening here for once, so I'm writing properly instead of sending voice notes you won't listen to.", "greet"),
    (C, "First, a public service announcement: our clocks went back last Sunday, so I'm now fifteen and a half hours behind you. Your Sunday breakfast is my Saturday dinner. Please stop ringing at what you think is 'after work', because it's actually 4:30 in the morning here 🙃", "tz tz_nov #tz_nov"),
    (N, "Morning love. Noted, 15.5 hours. I did wonder why you sounded half asleep.", "tz tz_nov"),
    (N, "Mum says hello, she's got a piano recital with her students this afternoon.", "ros_piano"),
    (C, "Second thing, and this is the real reason I'm writing: would you and Mum think seriously about coming over in the spring? Our spring, I mean, so May-ish. The snow will be gone, the city is lovely, and we have room now that we've got the second bedroom.", "trip trip_may #trip_invite"),
    (N, "We've been talking about that actually. Now I'm not tied to the school calendar we can go whenever we like. First fortnight of May would suit us.", "trip trip_may retired ^trip_invite"),
    (N, "Still getting used to that. Eleven months since I handed back the keys to the prep room and I still wake up on a Monday thinking I've got Year 11s period 1.", "retired"),
    (C, "Ha! You earned it. Thirty-one years of teaching teenagers not to set their eyebrows on fire.", "retired retired_years"),
    (C, "First fortnight of May is perfect. I'll check with my partner but I can't see a problem. His parents are in Kingston and would love to meet you both, if you're up for a road trip.", "trip trip_may partner"),
    (N, "Road trip sounds good. I'll start looking at flights. Qantas via Dallas or Air Canada via Vancouver, I suppose.", "trip"),
    (C, "Air Canada via Vancouver is nicer, fewer hours in a metal tube overall. But look for yourself, you're the one with the spreadsheet habit 😄", "trip"),
    (N, "Guilty. How's the new project going? The wetland one?", "claire_work"),
    (C, "Busy but good. We're designing a stormwater wetland for a new subdivision in Vaughan, so I spend my days thinking about where water wants to go. Very on-brand for the daughter of a chemistry teacher, I'm told.", "claire_work"),
    (N, "Phosphorus loads and residence times. I'm proud. Go have your dinner, love x", ""),
    (C, "Will do. Love to Mum. x", ""),
])
S("c01", "2025-11-25 22:00", [
    (N, "Hi love. Question for you: we're thinking about getting a dog. Mum's keen, I'm keen, and the yard's been empty since we lost Rusty. What would you think of a greyhound? The adoption program rehomes retired racers.", "dog_plan rusty #dog_q"),
    (C, "Oh Dad, YES. Greyhounds are the perfect retired-person dog, they sleep twenty hours a day. You'd be very well matched 😉", "dog_plan ^dog_q"),
    (C, "Sorry, that came out ruder than I meant. But genuinely yes.", "dog_plan"),
    (N, "Cheeky. Eleni next door is less thrilled, she's worried it'll dig up her lemons.", "dog_plan"),
    (C, "Greyhounds don't really dig, tell her. Also tell her I said hello, I still dream about her spanakopita.", "dog_plan"),
    (N, "Will do. Other news: the optometrist says the cataract in my left eye has got worse, so I've been referred to a surgeon. Night driving's become a bit of a guessing game.", "cataract cataract_referral"),
    (C, "Please don't drive at night then. I mean it. Is it a long wait?", "cataract"),
    (N, "Private, so a couple of months at most. I'll hear about a date soon.", "cataract"),
    (C, "Okay. Keep me posted, and let Mum drive after dark.", "cataract"),
    (N, "Yes boss.", ""),
    (C, "Also: flights! Did you look?", "trip"),
    (N, "Looking. Prices are silly at the moment, I'm waiting for a sale.", "trip"),
])
S("c01", "2025-12-13 09:30", [
    (N, "Booked! Flights are done. We leave Adelaide on Saturday 2 May, land in Toronto the same day (time travel), and fly home on Wednesday 20 May. Air Canada via Vancouver, as instructed.", "trip trip_may trip_booked #trip_booked"),
    (C, "YAY!!! 🎉🎉 That's fantastic. It's going in the calendar right now.", "trip ^trip_booked"),
    (C, "Two and a half weeks! We can do Niagara, we can do Kingston, and you can finally see our neighbourhood.", "trip"),
    (N, "Cost us a bit but the sale helped. Your mother has already started a packing list.", "trip"),
    (C, "Of course she has. Tell her May in Toronto can still be 5 degrees some days, so pack a jumper.", "trip"),
    (C, "Now the other thing. I'm sorry, I know this will disappoint you both, but we can't come home for Christmas this year. Marcus only gets four days off and the flights at Christmas are over $3,000 each. I feel terrible about it.", "christmas christmas_no_visit marcus_named"),
    (N, "Don't feel terrible. We'd rather see you properly in May than for three jet-lagged days. We'll do a video call.", "christmas christmas_call trip_may"),
    (C, "Thank you. Christmas morning for you is Christmas Eve afternoon for us, so I was thinking your 9am, which is my 5:30pm on the 24th? Before Marcus's family dinner.", "christmas christmas_call tz"),
    (N, "Perfect. Sam's coming home from Perth on the 21st so he'll be here too.", "christmas sam sam_home"),
    (C, "Oh good, tell my brother he still owes me $40 from the Fleetwood Mac tribute night.", "sam"),
    (N, "Ha, I'll pass it on. And I'll buy Marcus a beer in May to make up for the lost Christmas.", "trip_may christmas"),
    (C, "He'd like that. He's been practising saying 'arvo'.", ""),
    (N, "Good lad.", ""),
])
S("c01", "2025-12-22 08:30", [
    (C, "How was the cricket with Uncle Rob? Mum sent me a photo of you both looking extremely sunburnt.", "ashes rob_visit"),
    (N, "I had a great day at the Oval on the Thursday, and Rob did both days. He flew home on Saturday and left his Geelong cap behind, of course.", "ashes rob_visit cats_cap"),
    (C, "Classic Rob. And Sam got in okay?", "sam"),
    (N, "Last night. He's asleep on the couch with the cricket highlights on. Some things never change.", "sam sam_home"),
    (C, "Tell him I said hello and that he still owes me $40.", "sam"),
    (N, "Already done. He claims it was $30.", "sam"),
])
S("c01", "2025-12-25 09:05", [
    (C, "Merry Christmas Dad!! 🎄 Ready when you are, just setting up the laptop.", "christmas christmas_call"),
    (N, "Merry Christmas love. Give us five minutes, Sam's still in the shower.", "christmas sam"),
    (C, "Typical.", ""),
    (N, "That was lovely. Mum cried a bit, don't tell her I told you.", "christmas christmas_call +48"),
    (C, "I cried a bit too. Marcus's family says hi, they loved seeing the sunshine behind you while we have a foot of snow.", "christmas christmas_call"),
    (N, "34 by lunchtime, it turned out. We ate the ham inside with the aircon on.", "christmas"),
    (C, "That's the most Australian sentence I've ever read.", ""),
    (C, "Did my parcel arrive? I sent it on the 2nd but the tracking hasn't moved in a week.", "parcel"),
    (N, "Not yet. Australia Post says 'in transit', which could mean anything.", "parcel"),
    (C, "Ugh. It's maple syrup and something for Mum. Hopefully it isn't sitting in a warehouse in Vancouver.", "parcel"),
])
S("c01", "2026-01-11 09:10", [
    (N, "Your parcel finally arrived on Friday! Maple syrup intact, and Mum loves the scarf. Only took five and a half weeks.", "parcel parcel_arrived"),
    (C, "Hooray! A Christmas miracle, slightly late.", "parcel"),
    (N, "And I finally posted Rob the Geelong cap he left here the week before Christmas. We're a household of late parcels.", "cats_cap cats_cap_posted"),
    (C, "Big news from me, and I wanted to tell you properly: I got the promotion! Senior Engineer from the first of February. It means I'll be leading the wetlands team and doing less design and more meetings, which I have mixed feelings about, but the pay rise is real.", "promotion claire_work #promo"),
    (N, "That's wonderful Claire. Well deserved. Mum's doing a little dance in the kitchen.", "promotion ^promo"),
    (C, "🥹 Thank you. Marcus took me to the fancy ramen place to celebrate.", "promotion"),
    (N, "And the date came through for my eye: Tuesday 10 February. Day surgery at the Memorial, in and out in a morning.", "cataract cataract_first_date"),
    (C, "Good that it's soon. Will Mum take you?", "cataract"),
    (N, "That's the plan, she's rearranging her students.", "cataract"),
    (N, "Also we've decided on the dog. We're picking up a brindle girl from the greyhound program next Saturday. She's four, raced 30-odd times and was apparently 'reliably slow'.", "dog_plan juno_adopt_plan juno_races"),
    (C, "Reliably slow is my favourite kind of athlete. What's her name?", ""),
    (N, "The kennel calls her something daft. We'll rename her once she's home.", "juno_name"),
    (C, "PLEASE send photos the minute she's home.", ""),
])
S("c01", "2026-01-18 10:15", [
    (N, "Here she is! We picked her up yesterday. She's spent the entire time since on the couch, apart from one lap of the yard at full speed that knocked over the recycling bin.", "juno juno_adopt #juno_home"),
    (C, "SHE IS PERFECT. Look at that face. The little white sock on one paw!!", "juno ^juno_home"),
    (C, "Have you settled on a name?", "juno_name"),
    (N, "Mum wanted Bella, I wanted Marie Curie. We compromised on Juno.", "juno juno_name #juno_named"),
    (C, "Juno! Love it. Very dignified, for a dog who knocks over bins.", "juno juno_name"),
    (N, "She's scared of the stairs and the microwave beep. Otherwise a gentle soul.", "juno"),
    (C, "Give her time. Miso sends a suspicious hiss from across the world.", "miso"),
    (N, "Tell Miso she's safe, Juno's muzzle trained.", "miso"),
])
S("c01", "2026-01-28 21:00", [
    (C, "Morning! Well, evening for you. Quick one before work: it's -24 with the windchill and I've decided to take it personally.", ""),
    (N, "Ouch. 39 here today. Juno refused to go for her walk until 8pm.", "juno"),
    (N, "The hospital rang yesterday. The surgeon has to go overseas at short notice, so my eye's been pushed back two weeks, to Tuesday 24 February.", "cataract cataract_moved"),
    (C, "Oh, annoying. Does that still work for Mum?", "cataract"),
    (N, "No, she's got exam students that week. Eleni next door has offered to take me, bless her. She says it's 'payment' for all the physio runs before Christmas.", "cataract cataract_driver physio_payback"),
    (C, "Eleni is a saint. Okay, 24 Feb. I'll message you that day.", "cataract"),
    (C, "Gotta run, the streetcar's due. Love you x", ""),
])
S("c01", "2026-02-08 09:00", [
    (N, "Juno escaped yesterday. The meter reader left the gate open and Eleni found her trotting down the footpath.", "juno juno_escape juno_escape1"),
    (C, "Oh no! Is she okay?", "juno_escape"),
    (N, "Delighted with herself. Eleni gave her bread, so now she thinks that's what happens at Eleni's house.", "juno_escape1"),
    (C, "Ha! Marcus says she's just exercising her right to roam.", ""),
    (C, "It's -18 here this morning, I'd escape too if I could.", ""),
    (N, "First week of the homework club at the library, by the way. Four Year 11s, all terrified of moles.", "homework_club"),
    (C, "Dad the tutor! They're lucky. Is it every week?", "homework_club"),
    (N, "Wednesdays, 4 till 5:30. Keeps the brain ticking over.", "homework_club"),
])
S("c01", "2026-02-17 09:20", [
    (C, "Dad, are you awake? Can we do a video call in ten minutes? I have news and I want to see your faces.", "engagement"),
    (N, "Awake and on my second coffee. Mum's here. Ring away.", "engagement"),
    (N, "Still grinning. Congratulations to you both, love. Marcus is a lucky man and he knows it.", "engagement +42"),
    (C, "I'm still a bit shaky! Writing it all down for you, because I know you'll want the details and you forgot half of them when Sam got engaged 😂", "engagement"),
    (C, "He proposed on Saturday at Blue Mountain, at the top of the last run of the day. We'd gone up for the Family Day long weekend and apparently he'd been planning it since October. He'd hidden the ring in his ski glove. I was so cold I thought he'd dropped something.", "engagement engagement_detail #proposal"),
    (C, "And yes, he knows it was Valentine's Day. He says that was a coincidence. Nobody believes him.", "engagement engagement_detail"),
    (N, "A ski glove! Brave man. Have you thought about when?", "engagement ^proposal"),
    (C, "Not really. Probably in 2027, once we've saved a bit. We'd like you and Mum to be part of planning it, properly, not just on a screen.", "wedding"),
    (C, "Which brings me to the awkward bit. Work is sending me to a conference in Vancouver from 4 to 8 May, and I can't get out of it now that I'm a senior. Would there be any way to move your trip to June? I'm so sorry.", "trip trip_change trip_change_reason conference #conf"),
    (N, "Let me look at the flights. Mum says June is fine, we're not exactly tied down.", "trip trip_change ^conf"),
    (C, "Thank you thank you. Mid-June would be perfect, and then we could have a little engagement party while you're here!", "trip trip_change engagement_party"),
    (N, "Now that's a reason to change flights.", "trip_change"),
    (C, "❤️", ""),
])
S("c01", "2026-02-26 08:45", [
    (C, "How's the eye?? I messaged on Tuesday but you didn't reply, so I assumed you were sleeping it off.", "cataract"),
    (N, "Sorry love, I had a patch over it and couldn't read my phone. It all went fine on Tuesday: in at 7, home by 12. Eleni drove me and waited the whole time with a Greek crossword.", "cataract cataract_done cataract_driver #eye_done"),
    (N, "The patch came off yesterday and the colours! Everything's so blue. I hadn't realised how yellow the world had gone.", "cataract cataract_done"),
    (C, "That's amazing. Does that mean you can drive at night again?", "cataract"),
    (N, "After the check-up next week, hopefully. The right eye's fine for now, they said maybe in a few years.", "cataract"),
    (N, "Flights are changed too. We now leave on Wednesday 10 June and come home on 1 July. It cost $460 in change fees, but worth it.", "trip trip_change trip_june change_fee #trip_june"),
    (C, "You're the best. I'll be at the airport on the 10th. And that means you'll be here for the engagement party, which we've now booked for Saturday 20 June at Marcus's cousin's place in Leslieville.", "trip trip_june engagement_party engagement_party_date ^trip_june"),
    (N, "Wouldn't miss it. Do I need a suit?", "engagement_party"),
    (C, "Absolutely not. A shirt with a collar will make Marcus's grandmother happy.", "engagement_party"),
    (C, "Correction: I'll be at the airport on the evening of the 10th *my* time. You leave on the 10th and land on the 10th, which still makes no sense to me.", "trip trip_june tz"),
])
S("c01", "2026-03-09 21:10", [
    (C, "Good morning from the past! Our clocks sprang forward yesterday, so I'm now 14.5 hours behind you, not 15.5. And when yours go back in April it'll be 13.5. I've written it on a sticky note on the fridge.", "tz tz_mar tz_apr #tz_mar"),
    (N, "I need a sticky note too. It's a public holiday here today, Adelaide Cup, and I spent it making flyers for the garden open day.", "open_day tz"),
    (C, "Is that the open day you mentioned? When is it?", "open_day"),
    (N, "It was going to be this Sunday, but the hall next door was double-booked, so it's the 22nd now.", "open_day open_day_moved"),
    (C, "Send pictures! Are you doing a stall?", "open_day"),
    (N, "A soil testing table for kids. pH strips and red cabbage indicator. The old classroom favourite.", "open_day open_day_stall"),
    (C, "Oh, I remember the red cabbage! You did it at my Year 5 science fair and a boy drank it.", "open_day_stall"),
    (N, "He was fine. Mostly.", ""),
    (C, "😂 Off to work. Love you.", ""),
])
S("c01", "2026-03-29 09:30", [
    (N, "Open day report: about 120 people came last Sunday, we sold $840 worth of seedlings, and only one child got red cabbage juice on a white shirt.", "open_day open_day_result open_day_stall"),
    (C, "That's a huge turnout! Well done Dad. Whose shirt?", "open_day"),
    (N, "The child's own. The parent was very understanding.", ""),
    (C, "Small news from here: I've signed up for the Toronto Waterfront half marathon. It's in October, so training starts now-ish and I'll be a grumpy runner when you visit.", "half_marathon"),
    (N, "Good on you. Your mother ran a half once, in 1994, and still talks about it.", "half_marathon"),
    (C, "I know. I've heard about the hill.", ""),
    (N, "Juno update: she got out through the side gate on Thursday and Eleni found her in her vegie patch eating a tomato. That's twice now that she's ended up at Eleni's.", "juno juno_escape juno_escape2"),
    (C, "She's choosing Eleni. Fix the gate, Dad!", "juno_escape"),
    (N, "New latch going on tomorrow.", "juno_escape gate_latch"),
])
S("c01", "2026-04-19 10:00", [
    (C, "Dad, random question: do you still have my old Year 12 chemistry notes? Marcus's nephew is doing organic chemistry and drowning.", ""),
    (N, "In a box in the shed, probably. I'll have a dig.", ""),
    (N, "Our clocks went back on Easter Sunday, by the way, so we're 13.5 hours apart now, as your sticky note predicted.", "tz tz_apr"),
    (C, "The sticky note is never wrong. How was Easter?", "easter tz"),
    (N, "Two Easters, actually. Ours on the 5th, then Eleni's Greek Easter the Sunday after. She brought over red eggs and a tin of koulourakia. Juno tried to eat a red egg.", "easter greek_easter"),
    (C, "Two Easters is the dream. Give Eleni a hug from me.", "easter greek_easter"),
    (N, "I will. She's off to Greece in June for a niece's wedding, so we'll both be away at the same time.", "eleni_greece"),
    (C, "Who's minding Juno then?", "juno_minder #who_minds"),
    (N, "Marg from the garden committee has offered. She's got a big fenced yard and no cats.", "juno_minder ^who_minds"),
    (C, "Perfect. Marg is the treasurer one?", "juno_minder"),
    (N, "That's her. Keeps the books to the cent.", ""),
])
S("c01", "2026-05-13 21:00", [
    (C, "Back from Vancouver! The conference was fine. I gave my talk on the Thursday and only said 'um' eleven times, Marcus counted on the livestream.", "conference"),
    (N, "Eleven is very respectable. I used to average thirty in staff meetings.", ""),
    (N, "I'm back from Geelong too. Rob's 60th on Saturday was a big night. Funny how it worked out: if we hadn't moved Toronto to June I'd have missed it.", "rob60 trip_change #rob60_luck"),
    (C, "How is Uncle Rob? Still texting like a teenager?", "rob60"),
    (N, "Worse. He sent me 'c u tmrw' as a complete sentence. We went out on the bay on Sunday and caught a few snapper.", "rob60 snapper"),
    (C, "Say hi from me. Four weeks until you land!", "trip trip_june"),
    (N, "Four weeks. Your mother's packing list is on version 6.", "trip"),
    (C, "Only 6? She's slipping.", ""),
])
S("c01", "2026-06-09 19:30", [
    (N, "Bags packed. Juno's been at Marg's since this morning and she barely looked back.", "trip trip_june juno_minder"),
    (C, "Traitor dog. What time do you land?", "trip juno_minder"),
    (N, "The Vancouver flight gets in at 8:40pm tomorrow, your time. Don't come if it's late, we'll get a cab.", "trip trip_june"),
    (C, "I am absolutely coming. Marcus has cleared his evening.", "trip"),
    (C, "The forecast is 27 and humid. Sorry, I know you were promised jumpers.", ""),
    (N, "Your mother will be thrilled to have packed three for nothing.", ""),
])
S("c01", "2026-06-11 10:20", [
    (C, "I'm at the arrivals door next to the Tim Hortons. Grey jacket, big sign. You can't miss me.", "trip"),
    (N, "Just landed. The customs queue looks long. See you soon love.", "trip trip_june"),
])
S("c01", "2026-07-04 09:00", [
    (C, "Did you get home okay? The flat is so quiet without you both. Marcus keeps setting out four mugs in the morning.", "trip_return"),
    (N, "Home Wednesday night, wrecked. 27 hours door to door. Juno went mad when Marg dropped her off.", "trip_return juno_minder"),
    (N, "Thank you for everything, love. The engagement party was the highlight. And Niagara. And the Blue Jays game, even if I still don't understand baseball.", "engagement_party niagara trip_return"),
    (C, "It was so special having you here. Marcus's grandma keeps asking about 'the chemistry man'.", "engagement_party"),
    (C, "Also, you left your reading glasses on the bedside table. Shall I post them, or is that Christmas-parcel territory?", "glasses"),
    (N, "Keep them for next time. I've got three other pairs.", ""),
    (C, "Next time, you said it! I'm holding you to it.", ""),
])
S("c01", "2026-08-02 10:00", [
    (C, "Dad, wedding update: we've picked a date! Saturday 18 September 2027, at a winery in Prince Edward County. Save the date cards to follow, but you're hearing it first.", "wedding wedding_date #wedding_date"),
    (N, "Wonderful! Mum has already written it on the calendar. In pen.", "wedding wedding_date ^wedding_date"),
    (C, "In pen is serious.", ""),
    (C, "Also, how's the garden AGM thing going? Are they really making you chair?", "agm chair"),
    (N, "It's on the 15th now, moved from the 8th. Priya's stepping down and nobody else has put their hand up, so it's looking likely.", "agm agm_moved chair"),
    (C, "Chair Hadley. It has a ring to it.", "chair"),
    (N, "It has a ring of more meetings. Night love.", ""),
])
S("c01", "2026-08-16 19:40", [
    (N, "Well, it's official: elected chair of the Fernhill Community Garden at the AGM yesterday. Unopposed, which is a polite way of saying nobody else wanted it.", "agm chair chair_elected"),
    (C, "Congratulations Mr Chair!! First executive decision?", "chair"),
    (N, "Buying a new wheelbarrow. Long story.", "wheelbarrow"),
    (C, "I want the long story on our call tonight. x", ""),
])

# ============================== c02: Rob, in Geelong ======================================
S("c02", "2025-11-03 19:15", [
    (R, "oi", "greet"),
    (R, "u around dec 17", "ashes"),
    (N, "Evening Rob. Should be, why?", ""),
    (R, "got tix adelaide test. day 1 n 2. deb says i need to get out of the house lol", "ashes rob_visit"),
    (R, "can i crash at urs", "rob_visit"),
    (N, "Of course. Spare room's yours. When do you fly in?", "rob_visit"),
    (R, "tues 16th arvo. out sat morn", "rob_visit rob_visit_dates"),
    (N, "Done. I'll pick you up from the airport.", "rob_visit"),
    (R, "legend", ""),
    (R, "u want a ticket? got a spare for day 2, jonno pulled out", "ashes"),
    (N, "Yes please! How much?", "ashes"),
    (R, "nah my shout. u can buy beers", "ashes"),
    (N, "Deal.", ""),
])
S("c02", "2025-11-15 16:20", [
    (R, "picked up the new toy today", "caravan"),
    (R, "look at her", "caravan"),
    (N, "Is that a caravan?! You said you'd never own one.", "caravan"),
    (R, "ya well. deb wanted one. 19 foot jayco, 2nd hand", "caravan caravan_detail"),
    (N, "Very nice. Grey nomad life beckons.", "caravan"),
    (R, "gonna do the nullarbor next yr maybe", "caravan"),
    (R, "or at least coffin bay lol", "coffin_bay"),
    (N, "Ha. Coffin Bay I'd do. King George whiting.", "coffin_bay"),
    (R, "now ur talkin", ""),
    (N, "Unrelated: the optometrist reckons the cataract in my left eye is getting bad. Referral to a surgeon.", "cataract cataract_referral"),
    (R, "welcome to 58 mate", "cataract"),
    (R, "*welcome to old", ""),
    (N, "You're 59.", ""),
    (R, "dont remind me. 60 in may", "rob60"),
])
S("c02", "2025-12-02 20:05", [
    (R, "how hot is adelaide gonna be for the test", "ashes"),
    (N, "Early forecast says 33 for day one. Bring a hat.", "ashes"),
    (R, "got the cats cap", "cats_cap ashes"),
    (N, "You'll be the only Geelong cap in a sea of English sunburn.", "cats_cap"),
    (R, "perfect", ""),
    (R, "poms are gonna get smashed", "ashes"),
    (N, "Don't jinx it.", ""),
    (N, "How's Deb?", "deb"),
    (R, "good. gone to her sisters in ballarat for the wk. me n the dog holding the fort", "deb bluey"),
    (R, "dog = bluey. 12 now, getting slow", "bluey"),
    (N, "Like us all.", ""),
])
S("c02", "2025-12-16 14:30", [
    (R, "landed", "rob_visit"),
    (R, "where r u", "rob_visit"),
    (N, "Short term car park, coming in now. Blue Corolla.", "rob_visit"),
    (R, "i know ur car mate ive been in it 400 times", "rob_visit"),
    (N, "At the doors.", "rob_visit"),
])
S("c02", "2025-12-17 13:10", [
    (R, "sunburnt already", "ashes"),
    (R, "36 on the big screen. beers r $14 mate", "ashes"),
    (N, "Sunscreen's in the side pocket of your bag. Dinner's at 7, Ros is doing a roast.", "rob_visit"),
    (R, "ros is a saint", "rob_visit"),
    (R, "tell her no spuds for me. watching my figure lol", "rob_visit"),
])
S("c02", "2025-12-20 18:00", [
    (R, "home. thx for having me", "rob_visit"),
    (R, "best 2 days of cricket in yrs", "ashes"),
    (N, "Loved it. Ros says you're welcome any time, as long as you don't sing in the shower again.", "rob_visit"),
    (R, "lol no promises", ""),
    (R, "think i left my cats cap at urs", "cats_cap #cap_left"),
    (N, "On the hall stand. I'll post it.", "cats_cap ^cap_left"),
    (R, "no rush", ""),
    (R, "deb says ur a bad influence. 6 beers on a thursday apparently not normal", "rob_visit"),
    (N, "It was a Test match. Different rules.", "ashes"),
    (N, "Sam flies in from Perth tomorrow, so the house fills up again.", "sam sam_home"),
    (R, "say g'day to him", "sam"),
])
S("c02", "2026-01-08 17:45", [
    (N, "Happy new year mate. Your cap's in the post, finally.", "cats_cap cats_cap_posted"),
    (R, "hny. cheers", ""),
    (R, "so. coffin bay. march?", "coffin_bay #cb_plan"),
    (N, "Now you're talking. What dates?", "coffin_bay"),
    (R, "wk of the 16th? i drive over with the van, pick u up, we go down together", "coffin_bay coffin_bay_dates caravan"),
    (N, "Perfect. The eye op will be done by then (10 Feb), so I'll be allowed to look at fish.", "coffin_bay cataract cataract_first_date"),
    (R, "lol", ""),
    (R, "ill book a site at the caravan park", "coffin_bay"),
    (N, "I'll sort the boat. There's a bloke in Coffin Bay who hires out tinnies.", "coffin_bay"),
    (R, "sweet", ""),
    (R, "also gonna be a pop again", "rob_grandchild"),
    (R, "kate's due end of jan", "rob_grandchild"),
    (N, "Congratulations! Grandchild number three?", "rob_grandchild"),
    (R, "4", "rob_grandchild"),
    (N, "You're outbreeding me. Claire's only got a cat.", "miso"),
])
S("c02", "2026-01-22 18:30", [
    (N, "We've got a new family member.", "juno"),
    (R, "is that a greyhound", "juno juno_adopt"),
    (N, "Retired racer, 4 years old. Juno. She's been with us since Saturday.", "juno juno_adopt juno_name"),
    (R, "fast?", ""),
    (N, "Not in her racing career. She ran 31 races and won one.", "juno juno_races"),
    (R, "so like me at uni", ""),
    (R, "lol", ""),
    (N, "Except you never won one.", ""),
    (R, "harsh", ""),
    (R, "bluey would eat her", "bluey"),
    (N, "Bluey is 12 and deaf.", "bluey"),
    (R, "true", ""),
])
S("c02", "2026-01-30 07:40", [
    (R, "she's here", "rob_grandchild rob_grandchild_born"),
    (R, "girl. 3.4 kg. kate n bub good", "rob_grandchild rob_grandchild_born"),
    (N, "Congratulations Pop! Name?", "rob_grandchild"),
    (R, "they wont say yet. kate being mysterious", "rob_grandchild"),
    (R, "born last nite 11.52pm btw. nearly a friday baby", "rob_grandchild rob_grandchild_born #ivy_born"),
    (N, "Give Kate our love.", "rob_grandchild"),
    (N, "Eye op's been moved, the surgeon's off overseas. It's 24 Feb now instead of the 10th. Still fine for Coffin Bay.", "cataract cataract_moved coffin_bay"),
    (R, "all good", ""),
])
S("c02", "2026-02-03 12:15", [
    (R, "her names ivy", "rob_grandchild rob_grandchild_name"),
    (R, "ivy margaret", "rob_grandchild rob_grandchild_name"),
    (N, "Lovely. Very classic.", "rob_grandchild"),
    (R, "deb cried", "rob_grandchild"),
])
S("c02", "2026-02-28 10:00", [
    (R, "hows the eye", "cataract"),
    (N, "Done last Tuesday. Eleni from next door drove me, since Ros had students. All went well and the patch is off.", "cataract cataract_done cataract_driver"),
    (N, "The colours are ridiculous. The Crows jumper looks almost navy instead of brown.", "cataract"),
    (R, "crows jumper always looked brown to me mate", ""),
    (R, "cats by 40 when we play u in april", "footy"),
    (N, "We'll see.", "footy"),
    (R, "slab on it?", "footy #bet"),
    (N, "Slab on it.", "footy ^bet"),
])
S("c02", "2026-03-04 19:30", [
    (R, "bad news", ""),
    (R, "backs stuffed. did it lifting the van jockey wheel", "rob_back coffin_bay_cancelled"),
    (R, "doc says no long drives for 6 wks", "rob_back coffin_bay_cancelled"),
    (R, "coffin bay's off. sorry mate", "coffin_bay coffin_bay_cancelled #cb_off"),
    (N, "Ah no. Don't be sorry, look after the back. We'll do it another time.", "coffin_bay ^cb_off"),
    (R, "spring maybe. oct", "coffin_bay coffin_bay_oct"),
    (N, "October it is. I'll cancel the tinnie.", "coffin_bay coffin_bay_oct"),
    (R, "ill cancel the site. prob lose the deposit", "coffin_bay"),
    (R, "$50", "coffin_bay"),
    (N, "A small price. Get some physio.", "rob_back coffin_bay"),
    (R, "eleni wanna come fix me? lol", ""),
    (N, "She's retired. And she'd make you do the exercises.", ""),
])
S("c02", "2026-03-21 20:00", [
    (R, "howd the garden thing go", "open_day"),
    (N, "It's tomorrow! The open day got moved a week.", "open_day open_day_moved"),
    (R, "o right", ""),
    (R, "good luck w the cabbage juice", "open_day_stall"),
    (N, "Kids love it. Pink in vinegar, green in bicarb.", "open_day_stall"),
    (R, "i remember u doing that in 3rd yr and the demonstrator losing it", "uni"),
    (N, "Dr Patel. He never forgave me.", "uni"),
])
S("c02", "2026-04-06 08:30", [
    (R, "clocks went back here yesterday. bluey had me up at 5 anyway", "tz dst_end bluey"),
    (N, "Same here. Juno doesn't believe in daylight saving either.", "dst_end juno"),
    (N, "Happy Easter, by the way.", "easter"),
    (R, "u too. ate 2 hot cross buns n a whole lindt bunny", "easter"),
    (N, "We get a second round next Sunday, it's Eleni's Greek Easter.", "easter greek_easter"),
    (R, "2 easters. greeks know whats up", "easter greek_easter"),
    (R, "60th invite coming. sat 9 may. u in?", "rob60 rob60_date #party"),
    (N, "We're in Toronto in May. No wait, we moved that to June! Yes, I'm in.", "rob60 trip trip_change ^party"),
    (R, "legend", ""),
    (R, "ros?", "rob60"),
    (N, "Ros has a students' concert that weekend, so just me.", "rob60 ros_piano"),
    (R, "no worries. can stay at ours. van's free lol", "rob60 caravan"),
    (N, "Sleeping in the famous Jayco. The dream.", "caravan"),
])
S("c02", "2026-04-19 22:10", [
    (N, "Crows by 14. I'll take that slab at your party, thanks.", "footy footy_result"),
    (R, "robbed", "footy"),
    (R, "umpires", "footy"),
    (N, "Sure mate.", ""),
    (R, "fine. slab waiting", "footy footy_result"),
])
S("c02", "2026-05-05 19:00", [
    (R, "flight?", "rob60"),
    (N, "Friday 8 May, Jetstar, lands at Avalon 11:20am.", "rob60 geelong_trip"),
    (R, "avalon perfect. 20 min from us", "geelong_trip"),
    (R, "ill pick u up", "geelong_trip"),
    (N, "Home on Monday the 11th.", "geelong_trip"),
    (R, "bring a jumper, 12 deg here", "geelong_trip"),
    (N, "I've got the one Claire told me to pack for Toronto.", "geelong_trip"),
])
S("c02", "2026-05-11 21:00", [
    (N, "Home safe. Thanks for a great weekend, and happy 60th again.", "rob60 geelong_trip"),
    (R, "thx for coming mate. meant a lot", "rob60"),
    (R, "deb says u did the best speech", "rob60"),
    (N, "I only told the Dr Patel story.", "uni rob60"),
    (R, "and the fume cupboard one", "uni rob60"),
    (N, "That one was true.", "rob60"),
    (N, "Sunday on the bay was the best bit. 3 snapper for me, 1 for you, and that flathead.", "snapper geelong_trip #fish"),
    (R, "my 1 was bigger", "snapper ^fish"),
    (R, "just saying", ""),
    (N, "It was. Barely.", "snapper"),
    (N, "And the slab was appreciated.", "footy_result geelong_trip"),
])
S("c02", "2026-06-10 09:40", [
    (N, "At the airport. Off to Toronto.", "trip trip_june"),
    (R, "safe travels. say hi to claire", "trip"),
    (R, "dont let em make u like hockey", ""),
])
S("c02", "2026-06-16 11:00", [
    (N, "Greetings from Niagara Falls. Wet. Loud. Impressive.", "niagara trip"),
    (R, "did u do the boat", "niagara"),
    (N, "The Maid of the Mist, yes. Drenched right through the poncho.", "niagara"),
    (R, "lol", ""),
    (R, "bluey's gone deaf in the other ear now. poor old bloke", "bluey"),
    (N, "Give him a scratch from me.", "bluey"),
])
S("c02", "2026-07-02 17:30", [
    (N, "Back home. The jet lag is destroying me.", "trip_return"),
    (R, "welcome back", ""),
    (R, "how was it", "trip_return"),
    (N, "Brilliant. Engagement party, Niagara, a baseball game I didn't understand. Claire's Marcus is a good bloke.", "trip_return engagement_party niagara"),
    (R, "good to hear", ""),
    (R, "news from here. bluey died tues", "bluey bluey_died #bluey_died"),
    (R, "had to put him down. 13 in march", "bluey bluey_died"),
    (N, "Oh mate. I'm so sorry. He was a great dog.", "bluey ^bluey_died"),
    (R, "ya", ""),
    (R, "best dog", "bluey"),
    (N, "Thinking of you and Deb.", ""),
])
S("c02", "2026-07-25 14:00", [
    (R, "deb wants another dog already", "bluey"),
    (R, "im not ready", "bluey"),
    (N, "Take your time. Maybe a greyhound? Juno says they're very low maintenance.", "juno bluey"),
    (R, "lol maybe", "bluey"),
    (R, "coffin bay oct still on?", "coffin_bay coffin_bay_oct"),
    (N, "Still on. Week of the 12th? After the school holidays the park will be quieter.", "coffin_bay coffin_bay_oct"),
    (R, "ya", "coffin_bay_oct"),
    (R, "backs good now. could drive it in a day", "rob_back coffin_bay"),
])
S("c02", "2026-08-16 12:00", [
    (N, "I got voted chair of the garden committee yesterday.", "agm chair chair_elected"),
    (R, "lol sucker", "chair"),
    (R, "congrats tho", "chair"),
    (N, "Thanks. First job: replace the stolen wheelbarrow.", "wheelbarrow break_in"),
    (R, "someone nicked a wheelbarrow?", "wheelbarrow break_in"),
    (N, "In May. They got the bee smoker too.", "wheelbarrow break_in break_in2"),
    (R, "who steals a wheelbarrow", "wheelbarrow break_in"),
    (N, "The same people who steal a whipper snipper, apparently.", "break_in"),
])

# ============================== c03: Eleni, next door =====================================
S("c03", "2025-11-05 10:20", [
    (E, "Good morning Neil. You have the ladder? The big one. My gutter is full with leaves again", "ladder"),
    (N, "Morning Eleni. Yes, I'll bring it over. Don't you go up it, I'll do the gutter.", "ladder"),
    (E, "You are good boy. I cannot go up anyway, my knee is very bad this month", "knee"),
    (E, "I make coffee", ""),
    (E, "Thank you Neil!! Gutter is clean, now the rain can come", "ladder +70"),
    (N, "Any news from the hospital about the knee?", "knee"),
    (E, "Nothing. Waiting list two years they tell me last time. Two years! I will be in the wheelchair before", "knee"),
    (N, "That's ridiculous. You worked in that system for decades.", "eleni_nurse"),
    (E, "Twenty eight years nurse. At the QEH, orthopedic ward even! Now I am the patient who waits", "eleni_nurse knee"),
])
S("c03", "2025-11-17 16:00", [
    (E, "Neil!!! Good news. Hospital call me this morning, somebody cancel and I have the operation on 4 December", "knee knee_op #knee_date"),
    (E, "is Thursday", "knee knee_op"),
    (N, "That's fantastic Eleni! So quick after all that waiting.", "knee ^knee_date"),
    (E, "Yes. Panagia mou, I am happy and scared same time", "knee"),
    (E, "Katerina say she take me to hospital. But after, for the physio, she work. Maybe you can help some days?", "knee physio katerina"),
    (N, "Of course. Just tell me the days and times.", "physio"),
    (E, "You are angel. I bring you lemons. Many lemons", "lemons"),
    (N, "I never say no to your lemons.", "lemons"),
])
S("c03", "2025-11-21 18:00", [
    (E, "Neil sorry to bother. My phone it say storage is full and I cannot take photos. How is called the thing for photos in the cloud?", "phone_help"),
    (N, "iCloud. I'll pop over after dinner and have a look.", "phone_help"),
    (E, "Thank you. Andreas say on the phone 'mama just delete' but delete what? Is all Sofia photos", "phone_help andreas"),
    (E, "You fix it! Now I have space for one thousand more photos of the little one", "phone_help +95"),
    (N, "Ha. It was 4,000 WhatsApp videos. Mostly the same cat video, forwarded 40 times.", "phone_help"),
    (E, "The cat video is very funny, I keep one", ""),
])
S("c03", "2025-11-30 11:10", [
    (N, "Eleni, heads up: Ros and I are thinking of adopting a greyhound in the new year. Would that bother you? The fence between us is pretty solid.", "dog_plan"),
    (E, "A dog?? They dig. My lemon tree, my tomatoes...", "dog_plan"),
    (N, "Greyhounds apparently don't dig much. They mostly sleep.", "dog_plan"),
    (E, "Hmm. OK. But if he eat my tomatoes, you pay in chocolate", "dog_plan"),
    (E, "😂", ""),
    (N, "Deal.", ""),
    (E, "Giorgos always want a dog. I say no, too much hairs. Now I am sorry a little", "giorgos"),
    (N, "He'd have loved a dog.", "giorgos"),
    (E, "Yes. Six years now he is gone. Time is strange", "giorgos"),
])
S("c03", "2025-12-08 15:30", [
    (E, "I am home!! Katerina bring me this morning", "knee knee_home katerina"),
    (E, "New knee is titanium. I am bionic woman now", "knee"),
    (N, "Welcome home! How's the pain?", "knee"),
    (E, "Is ok with the tablets. Nurses very nice, but the food..... no comment", "knee"),
    (N, "Ros is making you a lasagne. Don't argue.", ""),
    (E, "I never argue with lasagne", ""),
    (E, "Physio is Monday 15 at 10 o'clock, at the hospital outpatient. You can drive me?", "physio #physio_ask"),
    (N, "Yes. I'll pick you up at 9:30.", "physio ^physio_ask"),
])
S("c03", "2025-12-15 12:05", [
    (E, "Thank you for today Neil. The physiotherapist is very strict young girl. She make me walk with the stick up and down the corridor", "physio physio_drive"),
    (N, "Good, that's what you need. Same time next Monday?", "physio"),
    (E, "Yes 22. And after Christmas the 29, and then every Monday in January", "physio physio_schedule"),
    (N, "I can do the 22nd. The 29th I'm not sure yet, Sam will still be with us.", "physio"),
    (E, "No problem, Katerina is on holiday that week, she can take", "physio katerina"),
])
S("c03", "2025-12-22 11:40", [
    (E, "Thank you again for the drive! 🙏 The physio say I am very good student", "physio physio_drive"),
    (N, "Top of the class. Are you doing Christmas at Katerina's?", "katerina"),
    (E, "Yes, all family. My son Andreas come from Sydney with his wife. 14 people in small house", "andreas"),
    (E, "I bring the baklava, she cook the lamb. No turkey, is not Greek christmas without lamb", ""),
    (N, "Sounds perfect. We've got Sam home and a ham the size of a small car.", "sam"),
    (E, "Merry Christmas to you and Ros. And to Claire in the Canada, she is coming?", "christmas"),
    (N, "Not this year, we'll video call. We're visiting her in May instead.", "christmas trip trip_may"),
    (E, "Ah, May is good. Spring there", "trip"),
])
S("c03", "2025-12-30 10:00", [
    (E, "Katerina take me yesterday to physio, so you rest", "physio physio_katerina"),
    (E, "Now I walk to the letterbox without stick!", "knee"),
    (N, "Brilliant progress. I'll do the Mondays in January.", "physio"),
    (E, "Only the 5 and the 12, after that the physio say maybe I finish", "physio physio_schedule"),
    (N, "Noted. 5th and 12th.", "physio"),
    (E, "Happy New Year my dear neighbour 🎆", "greet"),
])
S("c03", "2026-01-05 11:50", [
    (E, "Thank you thank you. Again you drive me, and on a holiday week!", "physio physio_drive"),
    (N, "Happy to. You're walking much better.", "knee"),
    (E, "The young physio she say I am 'ahead of schedule'. I tell her I was nurse 28 years, I know how to follow orders 😄", "knee physio eleni_nurse"),
])
S("c03", "2026-01-12 12:10", [
    (E, "Last physio! Finish. She give me the exercises for home", "physio physio_drive physio_done"),
    (N, "Congratulations. You survived my driving.", "physio physio_drive"),
    (E, "Your driving is ok. Is the radio station that is terrible", ""),
    (N, "Classic FM is not terrible.", ""),
    (E, "Is for sleeping", ""),
    (N, "On another note: we pick up the greyhound on Saturday. Fair warning.", "juno juno_adopt_plan"),
    (E, "OK OK. I buy a dog biscuits", "juno juno_adopt_plan"),
])
S("c03", "2026-01-19 17:20", [
    (E, "I see your dog over the fence this morning. She is very skinny!! You feed her?", "juno"),
    (N, "Ha, that's how greyhounds are built. Her name's Juno.", "juno juno_name"),
    (E, "Juno. Like the goddess. Hera in Greek", "juno_name"),
    (N, "Exactly. Ros approves of the mythology.", ""),
    (E, "She cry last night little bit. I hear", "juno"),
    (N, "Sorry about that. First nights in a new home. She's settling.", "juno"),
    (E, "Is ok. Like a baby. My granddaughter she also cry first night at my house", "granddaughter"),
])
S("c03", "2026-01-27 19:00", [
    (N, "Eleni, could I ask a favour? The hospital rang this afternoon and they've moved my cataract operation to Tuesday 24 February. Ros can't take me that day.", "cataract cataract_moved #eye_favour"),
    (E, "Of course I drive you! Now my knee is good, I drive. Is my turn", "knee cataract cataract_driver physio_payback ^eye_favour"),
    (N, "You're a star. It's at the Memorial, 7am admission.", "cataract"),
    (E, "7 o'clock. Ok. I am awake anyway, I am always awake 5:30", "cataract"),
    (E, "Also I take my crossword, these things they take long time", "cataract"),
    (N, "Thank you. Isn't tomorrow the first day of school? Is your granddaughter starting?", "granddaughter"),
    (E, "Yes! Sofia start reception tomorrow. Katerina more nervous than Sofia 😂", "granddaughter sofia katerina"),
    (N, "Wish her luck from us.", ""),
])
S("c03", "2026-02-07 13:15", [
    (E, "Neil your dog is on the street!!!", "juno_escape juno_escape1 #escape1"),
    (E, "I have her. She is in my garden now, she is ok", "juno_escape juno_escape1"),
    (N, "Oh no. Coming now. The meter reader must have left the gate open.", "juno_escape juno_escape1 ^escape1"),
    (N, "Thank you Eleni. She seems very pleased with herself.", "juno_escape1 +9"),
    (E, "She is fast when she want. Not so slow like you say", "juno juno_escape1"),
    (E, "I give her a piece of bread, sorry", "juno_escape1"),
])
S("c03", "2026-02-24 06:20", [
    (E, "Good morning. I am outside in the car at 6:30", "cataract cataract_driver"),
    (N, "Coming. Thank you.", "cataract"),
    (E, "You are ok? Ros is home now, so I go back to my house. Call me if you need", "cataract cataract_done +400"),
    (N, "All good, thank you for everything. Sorry you had to wait so long.", "cataract cataract_done"),
    (E, "I finish the whole crossword! And a second one", ""),
])
S("c03", "2026-03-04 10:00", [
    (N, "Eleni, thank you again for last week. The check-up was yesterday, all clear, so I'm allowed to drive at night again.", "cataract cataract_checkup"),
    (E, "Good! Now you drive me to Kmart at night 😂", ""),
    (N, "Any time.", ""),
    (E, "I make you galaktoboureko for the eye. Is custard pie, good for eyes", "cataract"),
    (N, "Is that medically proven?", ""),
    (E, "I am nurse. Trust me", "eleni_nurse"),
])
S("c03", "2026-03-15 13:40", [
    (E, "Neil, the garden party is today? I want to come and buy tomato plants", "open_day"),
    (N, "It got moved to next Sunday, the 22nd, sorry. The hall was double-booked.", "open_day open_day_moved"),
    (E, "Ah ok. Next Sunday I come after church", "open_day"),
    (N, "Bring Sofia, there's a kids' table with the red cabbage experiment.", "open_day open_day_stall sofia"),
    (E, "She love experiments. She make a volcano with Katerina at Christmas", "sofia"),
])
S("c03", "2026-03-22 17:30", [
    (E, "Thank you for today! Sofia talk only about the purple cabbage water. I buy 6 tomato plants and basil", "open_day open_day_stall sofia"),
    (N, "She's a natural scientist. Made the indicator go pink on her first try.", "open_day_stall sofia"),
    (E, "Next she want to be chemistry teacher like you", "sofia"),
])
S("c03", "2026-03-26 08:40", [
    (E, "Neil, Juno is in my vegetables again", "juno_escape juno_escape2 #escape2"),
    (E, "She eat one tomato. Only one. Is ok", "juno_escape2"),
    (N, "I'm so sorry! The side gate latch. Coming over.", "juno_escape juno_escape2 ^escape2"),
    (E, "Not sorry. Is funny. She has good taste, is my best tomato 😂", "juno_escape2"),
    (N, "I'm putting a new latch on tomorrow. Promise.", "juno_escape gate_latch"),
])
S("c03", "2026-04-11 17:00", [
    (E, "Neil, tomorrow is our Easter, Pascha. I bring you red eggs and koulourakia in the morning", "easter greek_easter"),
    (E, "Tonight I go to church at midnight, with candle. Very beautiful", "greek_easter"),
    (N, "Thank you Eleni, Kalo Pascha! We'll save you some hot cross buns, though they're a week old now.", "easter greek_easter"),
    (E, "Tomorrow you say Christos Anesti and I say Alithos Anesti", "greek_easter"),
    (N, "Christos Anesti. I'll practise.", "greek_easter"),
])
S("c03", "2026-04-21 10:30", [
    (E, "Neil I book my ticket for Greece! For my niece Maria wedding in Kalamata", "eleni_greece maria_wedding #greece"),
    (E, "I go 4 June, come back 9 July. Five weeks!", "eleni_greece eleni_greece_dates"),
    (N, "Wonderful! We're away too, 10 June to 1 July, in Toronto.", "trip trip_june eleni_greece ^greece"),
    (E, "Oh no, who watch my garden? And your Juno?", "juno_minder eleni_greece"),
    (N, "Marg from the garden is taking Juno. For your garden, maybe Katerina?", "juno_minder"),
    (E, "Katerina she is busy with Sofia. I ask my friend Voula, she live in Payneham, she can come two times a week", "voula eleni_greece"),
    (N, "And I'm back from 1 July, so I can take over then.", "trip_june eleni_greece"),
    (E, "Thank you. Kalamata in June is so hot, 35, but I miss it", "eleni_greece"),
])
S("c03", "2026-05-27 16:00", [
    (E, "Neil, my plan change. The wedding move to 27 June, the church have problem. So I change my flight, now I go 11 June and come back 16 July", "eleni_greece eleni_greece_dates eleni_greece_moved maria_wedding #greece_moved"),
    (N, "Ah, that's a nuisance. Extra cost?", "eleni_greece_moved ^greece_moved"),
    (E, "200 dollars. Is ok. I stay more with my sister", "eleni_greece_moved"),
    (N, "So we'll leave a day apart: I fly in a fortnight, you the day after. The street will be very quiet.", "trip trip_june eleni_greece"),
    (E, "Quiet for the thieves. I ask Voula to come more", "voula eleni_greece"),
    (N, "I'll ask Doug from the garden to drive past too, he's in the next street.", ""),
])
S("c03", "2026-06-28 05:30", [
    (E, "Photo from the wedding! Maria is so beautiful. We dance until now", "maria_wedding"),
    (N, "She looks beautiful! Congratulations to the whole family. Greetings from Toronto, we had Claire's engagement party a week ago.", "maria_wedding engagement_party trip"),
    (E, "Bravo! Many kisses to Claire 💕", ""),
])
S("c03", "2026-07-02 16:00", [
    (E, "Neil you are home? Voula say your car is back", "trip_return voula"),
    (N, "Home last night. Jet lagged. How's Greece?", "trip_return eleni_greece"),
    (E, "Hot!! 38 yesterday. My sister make me eat all day", "eleni_greece"),
    (E, "Can you look my lemon tree? Voula say some leaves go yellow", "lemons lemon_tree"),
    (N, "Will do now, before dark.", "lemon_tree"),
    (N, "Lemon tree looks thirsty, that's all. I gave it a deep soak and some seaweed tonic. Lots of fruit coming.", "lemons lemon_tree +55"),
    (E, "Thank you my dear. When I come back, you take as many lemons you want", "lemons"),
])
S("c03", "2026-07-18 15:00", [
    (E, "I am home! Flight was 30 hours, my knee is very angry", "eleni_back eleni_greece knee"),
    (E, "I come home Thursday but I sleep two days", "eleni_back eleni_greece"),
    (N, "Welcome back Eleni! I've kept up the watering. The lemons are ready.", "lemons"),
    (E, "I bring you something from Kalamata. Olives from my sister tree, and honey with thyme", "eleni_gift eleni_greece"),
    (N, "You shouldn't have! Doug will be jealous of the honey, he's our beekeeper at the garden.", "eleni_gift honey"),
    (E, "Doug is the tall one with the hat?", ""),
    (N, "That's him.", ""),
])
S("c03", "2026-07-26 16:30", [
    (N, "Made marmalade from your lemons. 9 jars. Three of them have your name on them.", "lemons marmalade"),
    (E, "Nine!! You are factory", "marmalade"),
    (E, "I will give one to Voula, she watch my house so good", "marmalade voula"),
    (N, "Good idea. Tell her thank you from me too.", ""),
    (E, "Neil, also... I think I see a man at the shed of the community garden when I walk past on Friday, 6 o'clock, very dark. Maybe is nothing", "shed_sighting #sighting"),
    (N, "Thanks Eleni, I'll tell the committee. We had a wheelbarrow stolen from that shed in May.", "shed_sighting wheelbarrow break_in break_in2 ^sighting"),
    (E, "Who steal a wheelbarrow!", "wheelbarrow break_in"),
])
S("c03", "2026-08-11 10:00", [
    (E, "Good morning. My knee surgeon say I do very well, no more check up. One year free!", "knee knee_final"),
    (N, "Brilliant news Eleni. Eight months since the operation, and you're walking further than me.", "knee"),
    (E, "Because you sit too much with the computer 😜", ""),
    (E, "Also Neil, I hear you will be the boss of the garden?", "chair"),
    (N, "News travels fast. The AGM is on Saturday, I'll find out then.", "agm chair"),
    (E, "You will be good boss. Not like my hospital bosses", "chair"),
])
S("c03", "2026-08-22 11:00", [
    (E, "Ti kaneis? I make a lemon cake for the new chairman", "chair lemons"),
    (N, "How did you know?", ""),
    (E, "Doug tell Voula, Voula tell me. Adelaide is small village", "chair voula"),
    (N, "It really is. Come over for coffee, Juno misses you.", ""),
])

# ============================== c04: Fernhill Garden Committee ============================
S("c04", "2025-11-06 19:30", [
    (P, "Hi all, quick committee update 🌱 The council's Community Environment Grant is open and closes Friday 28 Nov. I think we should go for the rainwater tank + drip irrigation we talked about at the last meeting.", "grant grant_deadline tank"),
    (M, "Agreed. We have $1,930 in the account, which will not buy a tank.", "grant tank"),
    (J, "yes!! let's do it 💪", "grant"),
    (D, "good idea Priya I can get a quote from the tank bloke at Lonsdale who did my place he was very reasonable", "grant tank"),
    (P, "Thanks Doug. Neil, could you write the water-savings bit? You're our numbers person.", "grant"),
    (N, "Happy to. I'll work out litres saved per season from the roof areas of the shed and the shelter.", "grant"),
    (P, "Amazing. Draft by the 21st?", "grant"),
    (N, "Done.", ""),
])
S("c04", "2025-11-18 18:00", [
    (M, "Reminder: annual plot fees ($60) are due by 30 November. 6 of our 24 plot holders are still outstanding.", "plot_fees"),
    (J, "oops that's me 🙈 paying now", "plot_fees"),
    (D, "paid cash to marg at the working bee", "plot_fees"),
    (M, "Received, Doug. Thank you.", "plot_fees"),
    (N, "Paid by transfer this morning.", "plot_fees"),
    (P, "Thanks Marg!", ""),
])
S("c04", "2025-11-22 09:00", [
    (N, "The water section is in the shared folder. The shed and shelter roofs are about 85 m² together, so a 10,000 litre tank should fill roughly 4 times a year on Adelaide's rainfall.", "grant tank"),
    (D, "thats a lot of water Neil well done", "grant"),
    (M, "Doug's quote came in at $5,900 for the tank, pad and plumbing. With drip lines for beds 1-20 that brings our ask to $6,800.", "grant grant_ask tank"),
    (P, "Perfect. I'll finish the community section and submit on Thursday.", "grant"),
    (J, "sorry been quiet, week from hell at work 😩 i can do the photos for the application!", "grant"),
    (P, "Yes please Jess, photos of the dry beds would be ideal", "grant"),
    (J, "on it 📸", ""),
])
S("c04", "2025-11-27 21:15", [
    (P, "Submitted! 🎉 Thanks everyone. We hear in February apparently.", "grant grant_submitted"),
    (M, "Well done Priya.", "grant"),
    (D, "fingers crossed", ""),
    (J, "🤞🤞🤞", ""),
    (P, "Reminder: working bee Saturday 6 Dec, 8am, then the Christmas BBQ the week after, on the 13th.", "working_bee xmas_bbq"),
    (N, "I'll bring the sausages for the BBQ.", "xmas_bbq"),
    (M, "I'll bring the float for the drinks tin.", "xmas_bbq"),
])
S("c04", "2025-12-06 13:00", [
    (P, "Thank you working bee crew! 11 people today, compost bays turned, paths mulched 🙌", "working_bee"),
    (D, "my back is telling me about it", ""),
    (J, "my kids loved the worms 🪱", "working_bee"),
    (N, "Core temperature in compost bay 2 was 62 degrees. That's hot composting done right.", "compost"),
    (P, "Nerd 😄 (affectionate)", ""),
])
S("c04", "2025-12-09 08:10", [
    (D, "bad news everyone somebody has broken the lock on the shed last night, the whipper snipper is gone and two spades and the good secateurs I am very upset", "break_in break_in1 #breakin1"),
    (P, "Oh no Doug. Are you ok? Don't touch anything, I'll call the police.", "break_in break_in1 ^breakin1"),
    (M, "The whipper snipper was bought in 2023 for $289. I'll check whether our insurance covers it.", "break_in break_in1"),
    (J, "thats so low 😡 who steals from a community garden", "break_in"),
    (N, "I've got a spare spade I can bring. And I'll fit a proper padlock, the old one was rubbish.", "break_in shed_lock"),
    (P, "Police came. Report number is 250-1187. They said garden sheds are being hit all over the eastern suburbs.", "break_in break_in1 police +190"),
    (D, "bastards", "break_in"),
    (D, "sorry", ""),
    (J, "no doug thats the right word", ""),
])
S("c04", "2025-12-13 21:30", [
    (J, "best bbq ever!! thanks everyone 🎄🍻", "xmas_bbq"),
    (M, "We raised $212 from the raffle. Thank you Neil for the sausages, and Doug for the honey prize.", "xmas_bbq raffle honey"),
    (D, "next year bigger hive more honey", "honey"),
    (N, "Great night. Doug, your tomatoes are a fortnight ahead of mine, what's the secret?", "tomatoes"),
    (D, "sheep manure and swearing", "tomatoes"),
    (P, "😂", ""),
])
S("c04", "2025-12-24 17:00", [
    (J, "merry xmas everyone!! 🎄🎅 see you in the new year", "greet"),
    (D, "merry christmas all, the tomatoes are coming along", "tomatoes"),
    (M, "Merry Christmas. Books are closed until 5 January!", ""),
    (N, "Merry Christmas all. Thanks for a great year.", ""),
    (P, "Merry Christmas lovely people 💚 rest up", ""),
])
S("c04", "2026-01-09 16:00", [
    (P, "Heatwave warning: 40+ from Sunday to Wednesday. Can we do a watering roster so the beds don't cook?", "heatwave roster"),
    (N, "I'll take Sunday and Tuesday evenings.", "roster"),
    (D, "monday morning and wednesday morning for me I am up at 5 anyway", "roster"),
    (J, "i can do sunday morning with the kids", "roster"),
    (M, "I'm away until the 14th, sorry. I'll do the next one.", "roster"),
    (P, "Thanks all. I'll cover the gaps.", "roster"),
])
S("c04", "2026-01-14 19:45", [
    (D, "who has the long green hose it is not in the shed I think they took it too", "hose #hose"),
    (P, "Oh no, not another theft?", "hose break_in"),
    (N, "I used it on Sunday night and put it back, coiled behind the tank stand.", "hose"),
    (D, "found it. its at my place, I took it home on monday to fix the fitting and forgot. sorry everybody old age", "hose hose_found +35"),
    (J, "😂😂 case closed", "hose"),
    (M, "I'll take it off the insurance list.", "hose"),
])
S("c04", "2026-01-25 10:00", [
    (J, "so um… news 🙈 baby number 3 is due in May!! so i might be a bit useless at working bees soon", "jess_baby jess_pregnant"),
    (P, "Jess!!! Congratulations 💚", "jess_baby"),
    (M, "Wonderful news. Congratulations.", "jess_baby"),
    (D, "congratulations Jess more gardeners", "jess_baby"),
    (N, "Congratulations Jess! Take it easy in this heat.", "jess_baby"),
    (J, "thank u all 🥹 i'm so tired. the other two don't know yet", "jess_baby"),
])
S("c04", "2026-02-11 17:30", [
    (P, "WE GOT THE GRANT!!! 🎉💧 Email from the council just now. They've given us $6,200 (not the full $6,800 but close).", "grant grant_result #grant_won"),
    (J, "YESSSS", "grant_result"),
    (D, "bloody marvellous", "grant_result"),
    (M, "I'll set up a separate line in the books. The $6,200 arrives by 31 March, they say.", "grant grant_result"),
    (N, "Fantastic. Doug, can we go back to your tank bloke and see if he'll do it for less with fewer drip lines?", "grant tank"),
    (D, "will ring him tomorrow", "tank"),
    (P, "Neil thank you, the water numbers made the application, I'm sure of it", "grant"),
])
S("c04", "2026-02-16 18:30", [
    (J, "help 🆘 my tomatoes have brown patches on the bottom, are they sick??", "tomatoes blossom_end_rot #tom_help"),
    (N, "Sounds like blossom end rot. It's a calcium problem, but really it's irregular watering. Water deeply and consistently and the new fruit should be fine.", "tomatoes blossom_end_rot ^tom_help"),
    (D, "what Neil said. also mulch", "tomatoes blossom_end_rot"),
    (J, "ty!! chemistry teacher to the rescue again 🧪", ""),
    (P, "Neil should run a workshop 😄", "workshop"),
    (N, "Don't tempt me.", "workshop"),
])
S("c04", "2026-02-21 12:00", [
    (D, "took the honey off today 18 kg !!! best harvest since I started the hive", "honey honey_harvest #honey1"),
    (J, "omg 18kg 🍯🍯", "honey"),
    (M, "Shall we sell some at the open day? $12 a jar?", "honey open_day"),
    (D, "yes good idea I will jar it", "honey"),
    (N, "Count me in for two jars.", "honey"),
])
S("c04", "2026-03-02 20:00", [
    (P, "Open day planning: Sunday 15 March, 10am-2pm. Stalls so far: seedlings (Doug), kids' science (Neil), honey (Doug again), cakes (Marg). Jess, could you do the signage?", "open_day open_day_stall honey #od_plan"),
    (J, "yes!! chalkboards 🎨", "open_day"),
    (M, "Cake stall confirmed. I'll need a float of $100 in coins.", "open_day"),
    (P, "Ugh. Change of plan. The hall next door is double-booked on the 15th and we need their toilets. Moving the open day to Sunday 22 March, same times. Sorry everyone 🙏", "open_day open_day_moved +85 #od_moved"),
    (D, "22nd fine for me", "open_day_moved"),
    (N, "Fine by me. Gives the seedlings an extra week.", "open_day_moved"),
    (J, "all good, i'll fix the flyers", "open_day_moved"),
    (M, "Noted: 22 March.", "open_day_moved"),
])
S("c04", "2026-03-22 15:30", [
    (P, "WHAT A DAY 🌻 Thank you all!!", "open_day"),
    (M, "Figures: plant sale $840, honey $372 (31 jars), cake stall $205. Total $1,417.", "open_day open_day_result honey #od_money"),
    (J, "the kids' science table was PACKED 🧪 neil you're a legend", "open_day open_day_stall"),
    (N, "Red cabbage indicator never fails. We went through four cabbages.", "open_day open_day_stall"),
    (D, "I counted about 120 people through the gate", "open_day open_day_result"),
    (D, "maybe more", "open_day_result"),
    (P, "Let's do it again in spring!", "open_day"),
])
S("c04", "2026-04-08 19:00", [
    (D, "tank bloke rang, the tank is coming tuesday 14 April and he installs it the same day", "tank tank_install"),
    (P, "Brilliant! Who can be there to let him in?", "tank"),
    (N, "I can. What time?", "tank"),
    (D, "he said between 8 and 10", "tank"),
])
S("c04", "2026-04-09 10:30", [
    (D, "change, the tank bloke has broken his wrist, now it is 28 April, same time. sorry", "tank tank_install tank_moved"),
    (P, "Poor man. The 28th is fine.", "tank tank_moved"),
    (N, "I can still do it.", "tank"),
])
S("c04", "2026-04-12 11:00", [
    (D, "bees swarmed this morning into the plum tree near plot 9", "bees swarm"),
    (D, "caught them in a box, now I have two hives", "bees swarm"),
    (J, "that's so cool and terrifying 🐝", "swarm"),
    (P, "Legend Doug. Everyone please stay clear of the plum tree today!", "swarm"),
    (M, "Do two hives need extra insurance? I'll check.", "bees"),
])
S("c04", "2026-04-28 12:30", [
    (N, "Tank's in! 10,000 litres, plumbed to both roofs. First rain forecast for Friday, fingers crossed.", "tank tank_install tank_done"),
    (D, "beautiful job", "tank"),
    (J, "🎉💧🎉", ""),
    (M, "Final invoice is $5,650 for the tank and plumbing. That leaves $550 of the grant for drip lines.", "tank tank_cost grant"),
    (P, "Under budget! Marg, you're a wonder.", "tank"),
])
S("c04", "2026-05-02 17:00", [
    (D, "second pull of honey this season 9 kg not bad for autumn", "honey honey_harvest #honey2"),
    (N, "Great effort. Your bees deserve a pay rise.", "honey"),
    (D, "they get sugar syrup in winter thats their pay", "bees"),
    (P, "Lol", ""),
])
S("c04", "2026-05-16 08:30", [
    (D, "they got in again!!!! the wheelbarrow is gone and my bee smoker, the new padlock is cut", "break_in break_in2 wheelbarrow #breakin2"),
    (P, "No!! Not again 😡 I'll call the police.", "break_in break_in2 ^breakin2"),
    (N, "Cut? That lock was meant to be hardened steel. I'll look at a steel door bar or something better.", "break_in shed_lock"),
    (M, "The wheelbarrow was the donated one, so nothing to claim. The bee smoker, Doug?", "break_in2 wheelbarrow"),
    (D, "my own, $70, dont worry about it", "break_in2"),
    (J, "can we get a camera? my brother in law installs them", "camera"),
    (P, "Let's discuss at the next meeting. Jess, you shouldn't be worrying about this, you're due any day!", "camera jess_baby"),
])
S("c04", "2026-05-20 07:00", [
    (J, "he's here!! 💙 born last night at 11:40pm, 3.6kg, everyone healthy", "jess_baby jess_baby_born #theo_born"),
    (P, "JESS 😭💚 congratulations!!!", "jess_baby"),
    (M, "Wonderful. Congratulations to you all.", "jess_baby"),
    (D, "welcome little gardener", "jess_baby"),
    (N, "Congratulations Jess! What's his name?", "jess_baby ^theo_born"),
    (J, "still deciding 🙈 we only had a girl's name ready lol", "jess_baby"),
])
S("c04", "2026-05-21 10:00", [
    (J, "ok it's official: Theo James 💙", "jess_baby jess_baby_name"),
    (P, "Theo! Perfect.", "jess_baby jess_baby_name"),
    (D, "good strong name", "jess_baby"),
])
S("c04", "2026-06-01 19:30", [
    (N, "Heads up, I'm away 10 June to 1 July (Toronto, seeing Claire). Can someone cover my Tuesday watering?", "trip trip_june"),
    (P, "It's winter, Neil, the rain is doing your watering 😄 but sure", ""),
    (N, "Fair point. Marg, are you still okay to take Juno?", "juno_minder #minder_ask"),
    (M, "Yes. I've cleared the back yard of anything chewable. Drop her off on the 9th.", "juno_minder ^minder_ask"),
    (D, "I will keep an eye on the shed, I walk the dog past every night", "shed_lock"),
    (J, "have the best time!! 🍁", "trip"),
])
S("c04", "2026-06-04 19:00", [
    (P, "Neil, serious question: would you run a soil chemistry workshop in August? The council would fund it from their small-events pool.", "workshop"),
    (N, "Happy to, once I'm back. Maybe Sunday 23 August?", "workshop workshop_date"),
    (P, "Perfect, I'll pencil it in.", "workshop"),
    (J, "i'll bring Theo, he can learn pH early 😂", "workshop jess_baby_name"),
])
S("c04", "2026-06-14 21:30", [
    (M, "Neil, I'm sorry to report that Juno got out this morning. She squeezed under the side fence. Doug found her at the playground on Fernhill Road, quite content.", "juno_escape juno_escape3 juno_minder #escape3"),
    (D, "she was chasing the ducks. she is very fast when she wants to be", "juno_escape3"),
    (N, "Oh no, sorry Marg! And thank you Doug. I'm afraid she has form.", "juno_escape juno_escape3 juno_minder ^escape3"),
    (M, "I've put bricks along the bottom of the fence. She's now asleep on my couch.", "juno_escape3 juno_minder"),
    (N, "That sounds about right. Thank you both.", ""),
])
S("c04", "2026-07-04 11:00", [
    (N, "Back home and Juno's reunited with her couch. Thank you Marg, she's clearly been spoilt.", "trip_return juno_minder"),
    (M, "She was no trouble, apart from the Fernhill Road adventure.", "juno_escape3 juno_minder"),
    (P, "Welcome back! Committee meeting Wed 15 July, 7pm at mine? Agenda: camera, AGM, new wheelbarrow.", "camera agm wheelbarrow"),
    (J, "i'll come with Theo if that's ok, he sleeps through anything", "jess_baby_name"),
    (D, "yes", ""),
])
S("c04", "2026-07-16 08:00", [
    (P, "Thanks all for last night. Minutes: (1) Jess's brother-in-law will install a camera, $350 from the open day money. (2) AGM set for Saturday 8 August, 10am. (3) I'm stepping down as chair at the AGM. Eight years is enough! 💚", "camera agm agm_first_date priya_steps_down #minutes"),
    (P, "Also (4) Doug will look into a steel door bar for the shed after the break-in two months ago.", "break_in shed_lock"),
    (D, "you have been a great chair Priya", "priya_steps_down"),
    (M, "Hear hear.", "priya_steps_down"),
    (J, "😭 but understandable", "priya_steps_down"),
    (N, "Thank you for everything, Priya.", "priya_steps_down"),
    (P, "You'll all be fine. Someone (cough, Neil) should put their hand up.", "chair"),
])
S("c04", "2026-07-25 09:00", [
    (P, "AGM update: the council's hall inspection is on the 8th, so we're moving the AGM to Saturday 15 August, 10am. Same agenda.", "agm agm_moved #agm_moved"),
    (M, "15 August noted. The annual accounts will be ready.", "agm agm_moved"),
    (D, "fine", ""),
    (J, "👍", ""),
    (N, "Works for me.", "agm"),
])
S("c04", "2026-07-29 20:00", [
    (J, "camera's in! Dave put it up today, you can see the shed door on the app 📹", "camera camera_installed"),
    (P, "Thanks Jess and Dave!", "camera"),
    (N, "Good timing. Eleni next door said she saw someone at the shed last Friday evening. Hopefully the camera scares them off.", "camera shed_sighting"),
    (D, "I will walk past more at night too", "shed_lock"),
])
S("c04", "2026-08-15 13:00", [
    (P, "AGM done! Welcome to our new chair, Neil Hadley 🎉 Marg continues as treasurer, and Jess is our new secretary.", "agm chair chair_elected jess_secretary #agm_done"),
    (M, "Annual accounts accepted. Closing balance $3,284.", "agm accounts"),
    (J, "secretary Jess reporting for duty 🫡", "jess_secretary agm"),
    (D, "congratulations Neil", "chair"),
    (N, "Thanks all. Big shoes to fill. First purchase: a new wheelbarrow, which will live chained to the fence.", "chair wheelbarrow"),
    (P, "😂 perfect", ""),
])
S("c04", "2026-08-24 18:00", [
    (P, "Great workshop yesterday, Neil! 18 people, and nobody drank the indicator 😂", "workshop workshop_done"),
    (N, "Progress! Thanks for coming, everyone.", "workshop"),
    (D, "learnt more about dirt in 2 hours than in 50 years", "workshop"),
    (J, "Theo slept through the whole thing, sorry Neil 😴", "workshop jess_baby_name"),
])


# --- build the messages --------------------------------------------------------------------
def build():
    messages, by_tag, named = [], {}, {}
    seq = {cid: 0 for cid, *_ in CHATS}
    last_end = {}
    for chat, start, msgs in SESSIONS:
        rng = random.Random(f"dev7/{chat}/{start}")
        t = datetime.strptime(start, "%Y-%m-%d %H:%M")
        if chat in last_end and t <= last_end[chat]:
            raise SystemExit(f"session {chat} {start} overlaps the previous one")
        prev_sender = None
        for i, (sender, text, tags) in enumerate(msgs):
            toks = tags.split()
            gap = [float(x[1:]) for x in toks if x.startswith("+")]
            if i:
                if gap:
                    t += timedelta(minutes=gap[0])
                elif sender == prev_sender:
                    t += timedelta(seconds=rng.randint(15, 80))
                else:
                    t += timedelta(seconds=rng.randint(50, 420))
            prev_sender = sender
            seq[chat] += 1
            mid = f"{chat}-{seq[chat]:03d}"
            o = {"type": "message", "id": mid, "chat": chat, "sender": sender,
                 "ts": adelaide_to_utc(t).strftime("%Y-%m-%dT%H:%M:%SZ"), "text": text}
            for x in toks:
                if x.startswith("#"):
                    if x in named:
                        raise SystemExit(f"duplicate name {x}")
                    named[x] = mid
                    by_tag.setdefault(x, []).append(mid)
                elif x.startswith("^"):
                    target = named.get("#" + x[1:])
                    if target is None or not target.startswith(chat + "-"):
                        raise SystemExit(f"{mid}: reply to unknown or other-chat message {x}")
                    o["reply_to"] = target
                elif not x.startswith("+"):
                    by_tag.setdefault(x, []).append(mid)
            messages.append(o)
        last_end[chat] = t
    messages.sort(key=lambda o: (o["ts"], o["id"]))
    return messages, by_tag


# --- labels, derived from the tags -----------------------------------------------------------
# search: (query, tags whose messages are relevant)
SEARCH = [
    ("adopting Juno the greyhound", ["dog_plan", "juno_adopt_plan", "juno_adopt", "juno_name", "juno_races"]),
    ("the times Juno got out of the yard", ["juno_escape", "juno_escape1", "juno_escape2", "juno_escape3", "gate_latch"]),
    ("cataract surgery on my left eye", ["cataract"]),
    ("when we fly to Toronto", ["trip_may", "trip_booked", "trip_change", "trip_june"]),
    ("Claire and Marcus getting engaged", ["engagement", "engagement_detail"]),
    ("engagement party in Leslieville", ["engagement_party"]),
    ("Eleni's knee replacement", ["knee", "knee_op", "knee_home", "knee_final", "physio", "physio_drive"]),
    ("driving Eleni to her physio appointments", ["physio", "physio_drive", "physio_katerina", "physio_payback"]),
    ("break-ins at the garden shed", ["break_in", "break_in1", "break_in2", "shed_lock", "police", "hose", "shed_sighting"]),
    ("council grant application for the garden", ["grant", "grant_ask", "grant_deadline", "grant_submitted", "grant_result"]),
    ("rainwater tank installation at the garden", ["tank", "tank_install", "tank_moved", "tank_done", "tank_cost"]),
    ("community garden open day", ["open_day", "open_day_moved", "open_day_result", "open_day_stall"]),
    ("Doug's beehives and honey", ["honey", "honey_harvest", "bees", "swarm"]),
    ("Rob staying with us for the Adelaide Test", ["ashes", "rob_visit", "rob_visit_dates", "cats_cap"]),
    ("Coffin Bay fishing trip with Rob", ["coffin_bay", "coffin_bay_dates", "coffin_bay_cancelled", "coffin_bay_oct"]),
    ("Rob's 60th birthday weekend in Geelong", ["rob60", "rob60_date", "geelong_trip", "snapper"]),
    ("Eleni going to Greece for Maria's wedding", ["eleni_greece", "eleni_greece_dates", "eleni_greece_moved", "maria_wedding"]),
    ("time difference with Toronto and daylight saving", ["tz", "tz_nov", "tz_mar", "tz_apr", "dst_end"]),
    ("Christmas video call with Claire", ["christmas", "christmas_call", "christmas_no_visit"]),
    ("Jess's pregnancy and baby Theo", ["jess_baby", "jess_pregnant", "jess_baby_born", "jess_baby_name"]),
    ("Rob becoming a grandfather again", ["rob_grandchild", "rob_grandchild_born", "rob_grandchild_name"]),
    ("garden AGM and who will be chair", ["agm", "agm_first_date", "agm_moved", "chair", "chair_elected", "priya_steps_down"]),
    ("Greek Easter with red eggs", ["greek_easter"]),
    ("Claire's promotion at work", ["promotion"]),
    ("watering roster during the heatwave", ["roster", "heatwave"]),
    ("Eleni's lemons and the marmalade", ["lemons", "lemon_tree", "marmalade"]),
    ("Rob's dog Bluey", ["bluey", "bluey_died"]),
    ("security camera for the garden shed", ["camera", "camera_installed"]),
    ("who looked after Juno while we were away", ["juno_minder"]),
    ("Claire's parcel with the maple syrup", ["parcel", "parcel_arrived"]),
]


# qa: (question, kind, answer words (the first is the answer as a person would write it), tags)
QA = [
    # single-hop
    ("What kind of dog did Neil and Ros adopt?", "single-hop",
     ["a retired racing greyhound", "greyhound"], ["dog_plan", "juno_adopt"]),
    ("Where did Marcus propose to Claire?", "single-hop",
     ["at Blue Mountain, skiing", "Blue Mountain"], ["#proposal"]),
    ("What does Claire do for work?", "single-hop",
     ["environmental engineer designing stormwater wetlands", "wetland", "engineer"], ["claire_work"]),
    ("What kind of caravan did Rob buy?", "single-hop",
     ["a second-hand 19-foot Jayco", "Jayco"], ["caravan_detail"]),
    ("What did Rob leave behind at Neil's house after the cricket?", "single-hop",
     ["his Geelong Cats cap", "cap"], ["#cap_left", "cats_cap"]),
    ("What was stolen from the garden shed in December 2025?", "single-hop",
     ["the whipper snipper, two spades and the good secateurs", "whipper snipper", "secateurs"], ["break_in1"]),
    ("What did Eleni bring Neil back from Kalamata?", "single-hop",
     ["olives from her sister's tree and thyme honey", "olives", "thyme"], ["eleni_gift"]),
    ("Where did Eleni work as a nurse?", "single-hop",
     ["the QEH, on the orthopaedic ward", "QEH", "Queen Elizabeth"], ["eleni_nurse"]),
    ("What is the name of Eleni's granddaughter?", "single-hop", ["Sofia"], ["sofia", "granddaughter"]),
    ("What did Jess name her baby?", "single-hop", ["Theo James", "Theo"], ["jess_baby_name"]),
    ("Who looked after Juno while Neil was in Toronto?", "single-hop",
     ["Marg from the garden committee", "Marg"], ["juno_minder"]),
    ("What instrument does Ros teach?", "single-hop", ["piano"], ["ros_piano"]),
    ("What was the name of Neil's previous dog?", "single-hop", ["Rusty"], ["rusty"]),
    ("What name did Neil want to give Juno?", "single-hop", ["Marie Curie", "Curie"], ["#juno_named"]),
    ("Why did Neil's Toronto trip move from May to June?", "single-hop",
     ["Claire had a work conference in Vancouver on 4-8 May", "conference", "Vancouver"], ["#conf", "#trip_june"]),
    # temporal
    ("When did Neil and Ros adopt Juno?", "temporal",
     ["17 January 2026", "17 January", "17 Jan", "January 17", "Jan 17"], ["juno_adopt", "juno_adopt_plan"]),
    ("When was Neil's cataract operation?", "temporal",
     ["24 February 2026", "24 February", "24 Feb", "February 24", "Feb 24"], ["cataract_moved", "cataract_done"]),
    ("How much later than first planned did Neil's cataract operation happen?", "temporal",
     ["two weeks later", "two weeks", "2 weeks", "fortnight", "14 days"], ["cataract_first_date", "cataract_moved"]),
    ("When did Marcus propose to Claire?", "temporal",
     ["14 February 2026", "14 February", "14 Feb", "February 14", "Feb 14", "Valentine"], ["#proposal", "engagement_detail"]),
    ("When did Eleni have her knee operation?", "temporal",
     ["4 December 2025", "4 December", "December 4", "4 Dec", "Dec 4"], ["knee_op"]),
    ("When was Rob's granddaughter born?", "temporal",
     ["29 January 2026", "29 January", "29 Jan", "January 29", "Jan 29"], ["rob_grandchild_born"]),
    ("When was Jess's baby born?", "temporal", ["19 May 2026", "19 May", "May 19"], ["jess_baby_born"]),
    ("When did the Fernhill garden open day take place?", "temporal",
     ["Sunday 22 March 2026", "22 March", "22 Mar", "March 22"], ["#od_moved", "open_day_result"]),
    ("When was the rainwater tank installed at the garden?", "temporal",
     ["28 April 2026", "28 April", "28 Apr", "April 28"], ["tank_moved", "tank_done"]),
    ("When did Rob's dog Bluey die?", "temporal", ["30 June 2026", "30 June", "June 30"], ["bluey_died"]),
    ("When was the garden committee's AGM held in 2026?", "temporal",
     ["15 August 2026", "15 August", "15 Aug", "August 15"], ["agm_moved", "chair_elected"]),
    ("When did Claire's Christmas parcel finally arrive?", "temporal",
     ["9 January 2026", "9 January", "9 Jan", "January 9", "Jan 9"], ["parcel_arrived"]),
    ("When did Eleni fly to Greece in the end?", "temporal",
     ["11 June 2026", "11 June", "June 11"], ["eleni_greece_dates", "eleni_greece_moved"]),
    # quantity
    ("How many times did Neil drive Eleni to physio after her knee operation?", "quantity",
     ["four times", "four", "4"], ["physio_drive", "physio_katerina"]),
    ("How many times did Juno escape?", "quantity",
     ["three times", "three", "3"], ["juno_escape1", "juno_escape2", "juno_escape3"]),
    ("How many times was the garden shed broken into?", "quantity",
     ["twice", "two", "2"], ["break_in1", "break_in2", "hose_found"]),
    ("How much honey did Doug harvest over the season?", "quantity",
     ["27 kg", "27"], ["honey_harvest"]),
    ("How many people came to the garden open day?", "quantity", ["about 120", "120"], ["open_day_result"]),
    ("How much money did the open day raise in total?", "quantity", ["$1,417", "1,417", "1417"], ["#od_money"]),
    ("How many races did Juno run before she retired?", "quantity", ["31", "thirty-one", "thirty one"], ["juno_races"]),
    ("How many jars of marmalade did Neil make from Eleni's lemons?", "quantity", ["9 jars", "nine", "9"], ["marmalade"]),
    ("What was the time difference between Adelaide and Toronto in May 2026?", "quantity",
     ["13.5 hours", "13.5", "thirteen and a half"], ["tz_apr"]),
    ("How many grandchildren does Rob have now?", "quantity", ["four", "4"], ["rob_grandchild"]),
    # multi-hop
    ("Who drove Neil to his cataract operation, and why did she offer?", "multi-hop",
     ["Eleni, to repay him for the physio drives", "Eleni"], ["cataract_driver", "physio_payback"]),
    ("Why was Neil able to go to Rob's 60th birthday party?", "multi-hop",
     ["because the Toronto trip had been moved from May to June", "June", "moved"],
     ["rob60_date", "#rob60_luck", "#conf", "#trip_june"]),
    ("Who else was overseas at the same time as Neil in June 2026, and why?", "multi-hop",
     ["Eleni, in Greece for her niece Maria's wedding", "Eleni"], ["#greece", "#greece_moved", "eleni_greece"]),
    ("Which babies were born to people in Neil's chats in 2026?", "multi-hop",
     ["Rob's granddaughter Ivy and Jess's son Theo", "Ivy", "Theo"],
     ["rob_grandchild_born", "rob_grandchild_name", "jess_baby_born", "jess_baby_name"]),
    ("Who saw someone near the garden shed in July 2026?", "multi-hop",
     ["Eleni, walking past on a Friday evening", "Eleni"], ["shed_sighting"]),
    ("Why did Neil's first purchase as chair have to be a wheelbarrow?", "multi-hop",
     ["the old one was stolen in the May break-in", "stolen", "break-in", "nicked"], ["wheelbarrow", "break_in2"]),
    ("Who won the footy bet between Neil and Rob?", "multi-hop",
     ["Neil, the Crows won by 14", "Neil", "Crows"], ["footy", "footy_result"]),
    ("What did the garden committee do after the second break-in at the shed?", "multi-hop",
     ["had a security camera installed", "camera"], ["break_in2", "camera", "camera_installed"]),
    ("Who found Juno when she escaped?", "multi-hop",
     ["Eleni twice, and Doug once", "Eleni", "Doug"], ["juno_escape1", "juno_escape2", "juno_escape3"]),
    ("Who took Eleni to physio on 29 December 2025?", "multi-hop",
     ["her daughter Katerina", "Katerina"], ["physio_schedule", "physio_katerina"]),
    ("Where did Neil and Rob end up fishing together in 2026?", "multi-hop",
     ["on the bay at Geelong, at Rob's 60th", "Geelong"], ["coffin_bay_cancelled", "snapper", "geelong_trip"]),
    ("Where was Neil in mid-June 2026?", "multi-hop",
     ["in Canada, at Niagara Falls", "Niagara", "Canada", "Toronto"], ["niagara", "#trip_june"]),
    # unanswerable: the chats never say; the expected behaviour is to decline
    ("What does Marcus do for a living?", "unanswerable", [], []),
    ("How much did Neil and Ros pay for their flights to Toronto?", "unanswerable", [], []),
    ("Which hospital did Eleni have her knee replacement at?", "unanswerable", [], []),
    ("What is Deb's job?", "unanswerable", [], []),
    ("How old is Eleni?", "unanswerable", [], []),
    ("What was Claire's finishing time in the Toronto Waterfront half marathon?", "unanswerable", [], []),
    ("What does Priya do for work?", "unanswerable", [], []),
    ("Where did Sam get engaged?", "unanswerable", [], []),
    ("How many King George whiting did Neil and Rob catch at Coffin Bay in March 2026?", "unanswerable", [], []),
    ("Who was arrested for the garden shed break-ins?", "unanswerable", [], []),
]

SUMMARIES = {
    "c01": (["Toronto", "Marcus", "engaged", "Blue Mountain", "promotion", "June", "Juno", "cataract", "Eleni", "chair"],
            "Neil and his daughter Claire write across a time difference that moves between 15.5 and 13.5 hours. "
            "A visit to Toronto booked for 2-20 May is moved to 10 June-1 July because Claire has a conference in "
            "Vancouver. Claire can't come home for Christmas, so they have a video call, and her parcel of maple "
            "syrup arrives in January. She gets a promotion to Senior Engineer, and Marcus proposes at Blue Mountain "
            "on Valentine's Day; they are engaged, the engagement party is on 20 June during the visit, and the "
            "wedding is set for 18 September 2027. Neil and Ros adopt Juno, a retired greyhound who keeps escaping "
            "to Eleni's garden; Neil's cataract operation moves from 10 to 24 February and Eleni drives him. The "
            "garden open day draws about 120 people and Neil is elected chair of the community garden in August."),
    "c02": (["cricket", "Coffin Bay", "back", "Jayco", "Ivy", "60th", "snapper", "Crows", "Bluey", "cataract", "Juno"],
            "Rob stays with Neil in December for two days of Test cricket in Adelaide (Neil joins him for the "
            "second) and leaves his Geelong cap behind. He has bought a second-hand Jayco caravan. Their Coffin Bay fishing trip planned for the week "
            "of 16 March is cancelled when Rob hurts his back, and moved to October. Rob becomes a grandfather again "
            "when Ivy is born in January. Neil has his cataract operation and adopts Juno. Neil wins their footy bet "
            "when the Crows beat Geelong, flies to Geelong for Rob's 60th in May, where they catch snapper on the "
            "bay, and later goes to Toronto. Rob's old dog Bluey dies at the end of June; Neil becomes chair of the "
            "garden committee."),
    "c04": (["grant", "tank", "open day", "break-in", "honey", "Theo", "Juno", "camera", "AGM", "chair"],
            "The Fernhill Community Garden committee applies for a council grant and gets $6,200 for a 10,000 litre "
            "rainwater tank, which is installed on 28 April after a delay. The shed suffers a break-in in December "
            "and another in May, when the wheelbarrow is stolen, so a camera is installed in July. The open day "
            "moves from 15 to 22 March and raises $1,417 with about 120 visitors. Doug harvests honey and catches a "
            "swarm, Jess has a baby boy, Theo, and Marg minds Neil's dog Juno while he is in Toronto. Priya steps "
            "down and, at the AGM moved to 15 August, Neil is elected chair."),
}


def main():
    messages, by_tag = build()

    def ids(tags, where):
        out = set()
        for t in tags:
            if t not in by_tag:
                raise SystemExit(f"{where}: no message has tag {t}")
            out.update(by_tag[t])
        return sorted(out)

    labels = {
        "owner": N,
        "timezone": "Australia/Adelaide",
        "summaries": {cid: {"must_mention": mm, "decisions": [], "reference": ref}
                      for cid, (mm, ref) in SUMMARIES.items()},
        "action_items": [],
        "decisions": [],
        "priority": {"positive": [], "negative_hard": []},
        "scheduling": {"positive": [], "negative_hard": []},
        "time_constraints": [],
        "profiles": [],
        "search": [{"query": q, "relevant": ids(tags, q)} for q, tags in SEARCH],
        "qa": [{"question": q, "kind": kind, "must_contain_any": words, "source_ids": ids(tags, q)}
               for q, kind, words, tags in QA],
    }
    with open(os.path.join(HERE, "messages.jsonl"), "w", encoding="utf-8") as f:
        for uid, name, role in USERS:
            f.write(json.dumps({"type": "user", "id": uid, "name": name, "role": role}, ensure_ascii=False) + "\n")
        for cid, name, kind, members in CHATS:
            f.write(json.dumps({"type": "chat", "id": cid, "name": name, "kind": kind, "members": members},
                               ensure_ascii=False) + "\n")
        for o in messages:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "labels.json"), "w", encoding="utf-8") as f:
        json.dump(labels, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"dev7: {len(messages)} messages, {len(labels['search'])} queries, {len(labels['qa'])} questions")


if __name__ == "__main__":
    main()
