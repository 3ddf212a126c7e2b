// Greenwood's sample residents' reviews (issue 33 §2), keyed by business name: about a third of the directory's 49
// sample listings. An owner never reviews their own business; a few owners have replied. Nashville's seed has none.
import type { SampleReview } from "./seed-reviews";

export const GREENWOOD_REVIEWS: Record<string, SampleReview[]> = {
  "Maplecrest Bakehouse": [
    {
      by: "seed-resident-marisol",
      stars: 5,
      daysAgo: 3,
      title: "Worth the Saturday line",
      body: "Got there at 8:15 and the cinnamon rolls were still warm. The sourdough keeps for days. Staff remembered my order from last week, which made my morning.",
      reply: { daysAgo: 2, text: "Thank you, Marisol! See you next Saturday. The rye is back on Thursdays too." },
    },
    {
      by: "seed-resident-dev",
      stars: 4,
      daysAgo: 19,
      title: "Great cake, order early",
      body: "Ordered a birthday cake with two days' notice and it was lovely: light sponge, not too sweet. Only knock is the small seating area; we took coffee to the park instead.",
    },
    {
      by: "seed-resident-ruth",
      stars: 5,
      daysAgo: 41,
      title: "Best bread in Johnson County",
      body: "I have tried every bakery between here and Franklin. The seeded loaf here is the one I keep coming back for.",
    },
    {
      by: "seed-resident-tomas",
      stars: 4,
      daysAgo: 77,
      title: "Good espresso, friendly counter",
      body: "Solid flat white and a proper croissant. Busy at nine on weekdays, calmer after ten.",
    },
  ],
  "Blue Heron Diner": [
    {
      by: "seed-resident-avery",
      stars: 4,
      daysAgo: 6,
      title: "Classic breakfast done right",
      body: "Biscuits and gravy were hearty and the coffee refills never stopped. It gets loud on Sunday mornings after church, so come early if you want a booth.",
    },
    {
      by: "seed-member-jamie",
      stars: 3,
      daysAgo: 33,
      title: "Good food, slow on weekends",
      body: "The omelette was good but we waited 35 minutes for our food on a Saturday. Weekdays are much quicker.",
    },
    {
      by: "seed-resident-keisha",
      stars: 5,
      daysAgo: 58,
      title: "Kids loved it",
      body: "The kids' pancakes come with a little smiley face in chocolate chips. Staff were patient with our toddler's spilled juice.",
    },
  ],
  "Pho Lotus Kitchen": [
    {
      by: "seed-resident-dev",
      stars: 5,
      daysAgo: 9,
      title: "The broth is the real thing",
      body: "Rich, clear broth with plenty of star anise. The rare beef pho is my cold-weather go-to. Generous portions for the price.",
    },
    {
      by: "seed-resident-marisol",
      stars: 4,
      daysAgo: 64,
      title: "Fast lunch near Madison",
      body: "In and out in 30 minutes on a work day. The spring rolls are fresh and the peanut sauce is homemade.",
    },
  ],
  "Casa Girasol Taqueria": [
    {
      by: "seed-resident-tomas",
      stars: 5,
      daysAgo: 12,
      title: "Al pastor like in Guadalajara",
      body: "They shave the al pastor off the trompo right in front of you. Salsa verde has a real kick. Cash and card both fine.",
    },
  ],
  "Worthsville Hardware & Garden": [
    {
      by: "seed-resident-ruth",
      stars: 5,
      daysAgo: 15,
      title: "They actually help you find things",
      body: "Came in with a broken faucet cartridge in a bag and a clerk found the exact match in five minutes. You can't get that at the big box store.",
    },
    {
      by: "seed-member-pat",
      stars: 4,
      daysAgo: 88,
      title: "Good garden section",
      body: "Healthy perennials and fair prices in spring. The seed selection is better than you would expect from a neighbourhood shop.",
    },
  ],
  "Second Spin Records": [
    {
      by: "seed-resident-avery",
      stars: 5,
      daysAgo: 21,
      title: "A proper record shop",
      body: "Well-sorted used bins, fair grading, and the owner will play anything before you buy. Found a clean copy of an album I had been hunting for years.",
    },
  ],
  "Bluestem Family Medicine": [
    {
      by: "seed-resident-keisha",
      stars: 4,
      daysAgo: 26,
      title: "Caring doctors, busy front desk",
      body: "Dr. Alvarez took time to listen and explain. The phone line is often busy at 8 a.m., but the patient portal works well for messages.",
    },
    {
      by: "seed-resident-tomas",
      stars: 4,
      daysAgo: 120,
      title: "Same-week appointments",
      body: "Got a same-week sick visit for my son. Clean office and the nurse was great with him.",
    },
  ],
  "Ironwood Auto Service": [
    {
      by: "seed-resident-marisol",
      stars: 5,
      daysAgo: 4,
      title: "Honest about what was not needed",
      body: "Another shop told me I needed new rotors. Ironwood measured them, showed me they were fine, and only replaced the pads. That is how you earn a customer.",
    },
    {
      by: "seed-resident-dev",
      stars: 4,
      daysAgo: 47,
      title: "Fair price, done same day",
      body: "Dropped off for an oil change and a check-engine light in the morning; ready by 3 with a clear explanation of the sensor they replaced.",
    },
    {
      by: "seed-resident-avery",
      stars: 5,
      daysAgo: 99,
      title: "Reliable for years",
      body: "They have kept our two cars running for six years. Texts when the car is ready and the waiting room coffee is decent.",
    },
  ],
  "Three Rivers Tire & Brake": [
    {
      by: "seed-resident-ruth",
      stars: 3,
      daysAgo: 30,
      title: "Good work, long wait",
      body: "The brake job was fine and priced as quoted, but the 'one hour' took nearly three. Book an appointment rather than walking in.",
    },
  ],
  "Golden Hour Salon": [
    {
      by: "seed-resident-keisha",
      stars: 5,
      daysAgo: 10,
      title: "Finally a stylist who listens",
      body: "I asked for subtle and got subtle. My colour looks natural in daylight and the cut grew out well. Booking online was easy.",
    },
    {
      by: "seed-resident-marisol",
      stars: 4,
      daysAgo: 70,
      title: "Lovely salon",
      body: "Relaxing space and a good blow-out. A bit pricier than others nearby, but worth it for a special occasion.",
    },
  ],
  "Stillwater Yoga Studio": [
    {
      by: "seed-resident-ruth",
      stars: 5,
      daysAgo: 8,
      title: "Gentle classes for beginners",
      body: "The Tuesday gentle flow is perfect for my stiff back. Teachers offer modifications without making you feel singled out.",
      reply: { daysAgo: 7, text: "We are so glad the gentle flow helps, Ruth. Blocks and straps are always free to borrow." },
    },
    {
      by: "seed-resident-avery",
      stars: 5,
      daysAgo: 36,
      title: "Summer classes in the park",
      body: "The outdoor classes at the park were a highlight of my summer. Bring bug spray for the evening sessions.",
    },
    {
      by: "seed-resident-dev",
      stars: 4,
      daysAgo: 81,
      title: "Good teachers, small changing room",
      body: "Great instruction and a calm studio. The changing room is tiny, so come dressed for class if you can.",
    },
  ],
  "Northstar Tutoring & Test Prep": [
    {
      by: "seed-resident-tomas",
      stars: 5,
      daysAgo: 17,
      title: "Math grade went from C to B+",
      body: "Our daughter worked with the same tutor twice a week for a semester. Progress reports after each session kept us in the loop.",
    },
  ],
  "Ledgerline Tax & Bookkeeping": [
    {
      by: "seed-resident-keisha",
      stars: 4,
      daysAgo: 30,
      title: "Made my first small-business return painless",
      body: "They sorted out my home-office deduction and quarterly estimates. Book early: by March they are fully booked.",
    },
  ],
  "True Plumb Plumbing": [
    {
      by: "seed-resident-dev",
      stars: 5,
      daysAgo: 2,
      title: "Came out the same evening",
      body: "Water heater leak at 6 p.m. and a plumber was here by 7:30. Clear quote before starting and he cleaned up after himself.",
    },
    {
      by: "seed-resident-ruth",
      stars: 4,
      daysAgo: 55,
      title: "Fixed a slow drain for good",
      body: "Camera inspection found roots in the line. Not cheap, but they explained the options and did not push the most expensive one.",
    },
    {
      by: "seed-member-jamie",
      stars: 5,
      daysAgo: 110,
      title: "On time and tidy",
      body: "Replaced our kitchen faucet and the shut-off valves in under an hour. Shoe covers on, no mess left behind.",
    },
  ],
  "Pinwheel Lanes": [
    {
      by: "seed-resident-avery",
      stars: 4,
      daysAgo: 14,
      title: "Fun family night",
      body: "Bumpers for the kids, decent pizza, and the Thursday cosmic bowling is a blast. Shoes could use replacing.",
    },
    {
      by: "seed-resident-keisha",
      stars: 3,
      daysAgo: 62,
      title: "Fine, but busy lanes need staff",
      body: "Had a great time once we got going, but we waited a while for a lane and the machine on lane 12 kept jamming.",
    },
  ],
  "Barkwood Veterinary Clinic": [
    {
      by: "seed-resident-marisol",
      stars: 5,
      daysAgo: 5,
      title: "Kind with our nervous dog",
      body: "They took our rescue's anxiety seriously: a quiet room, treats, and no rushing. The vet called the next day to check on her.",
    },
    {
      by: "seed-resident-tomas",
      stars: 5,
      daysAgo: 44,
      title: "Clear costs up front",
      body: "Got a written estimate before the dental cleaning and the final bill matched it. Friendly staff at the desk.",
    },
  ],
};
