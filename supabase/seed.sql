-- Sample data for development, demos and end-to-end tests.
--
-- Runs once, after supabase/migrations/*.sql, on a new database (the local
-- backend does this on first start; `supabase db reset` does it on the CLI).
-- 18 teachers in 10 countries, 10 studios in 8 countries (the first four are
-- the "flagship" studios the spec's built-in sample list stands for), and a few
-- form submissions so the admin dashboard has something to show.
--
-- Image links point at the bucket studio-assets on the Supabase CLI's default
-- address. The local backend rewrites the http://127.0.0.1:54321 prefix to its
-- own URL and copies supabase/seed-images/ into the bucket, so each path below
-- has a file there (scripts/generate-seed-images.ts draws them from this file).
-- Emails, phones, addresses and links are fictitious (example domains).

-- Image columns accept only public URLs of our bucket at the origins listed here
-- (supabase/migrations/20251126000000_images_only_from_our_storage.sql); this
-- line is rewritten like the image links.
insert into private.storage_origins (origin) values ('http://127.0.0.1:54321') on conflict do nothing;

-- Teachers -----------------------------------------------------------------
-- Covers: every experience band (0-2, 3-5, 6-10, over 10, with the edges 2, 3,
-- 5, 6, 10 and 11), every teaching option combination the filters care about,
-- 2 to 4 specialties (a few not on the style list), social links present or
-- not, a contact form link or not, galleries of 0 to 4 images and two teachers
-- without a photo (the UI shows its default image).

insert into public.teachers
  (slug, firstname, lastname, name, country, location, bio, certifications, experience,
   image, gallery, specialties, teachingoptions, social, contactformurl, seo_title, seo_description)
values
  (
    'ana-reyes', 'Ana', 'Reyes', 'Ana Reyes', 'Philippines', 'Cebu City',
    'Ana grew up on the coast of Cebu and found yoga during a stressful first job in Manila. Eight years later she teaches flowing, breath-led Vinyasa classes balanced with long, quiet Yin holds. Her students range from surfers nursing tight hips to office workers who have never touched a mat. She believes every class should leave you feeling more spacious than when you arrived, and she keeps her groups small so she can give real attention to each person. Outside the studio she leads sunrise meditation on the beach and volunteers with a community wellness programme for young mothers.',
    'RYT-500, Yoga Alliance; Yin Yoga Teacher Training (50 hours)', 8,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/ana-reyes.jpg',
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/ana-reyes-gallery-1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/ana-reyes-gallery-2.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/ana-reyes-gallery-3.jpg'
    ],
    array['Vinyasa', 'Yin Yoga', 'Meditation'],
    '{"online1on1": true, "inPerson1on1": true, "groupOnline": true, "groupInPerson": true}',
    '{"website": "https://example.com/ana-reyes-yoga", "instagram": "https://instagram.com/anareyes.yoga", "facebook": "https://facebook.com/anareyesyoga"}',
    'https://forms.example.com/ana-reyes',
    'Ana Reyes – Vinyasa and Yin Yoga Teacher in Cebu City',
    'Breath-led Vinyasa and quiet Yin Yoga with Ana Reyes in Cebu City. Small groups, private sessions, online classes and sunrise beach meditation.'
  ),
  (
    'miguel-santos', 'Miguel', 'Santos', 'Miguel Santos', 'Philippines', 'Manila',
    'A former varsity basketball player, Miguel came to yoga to rehabilitate a knee injury and stayed for the way it sharpened his focus. His Power Yoga classes are strong, sweaty and carefully sequenced, with plenty of options for beginners and athletes alike. He draws on the Ashtanga primary series for structure and on his sports background for practical cues about alignment and recovery. Miguel teaches evening group classes in Makati and private sessions for athletes who want to build mobility without losing strength. He is currently studying anatomy for movement teachers.',
    'RYT-200, Yoga Alliance; Hot Yoga Certification (Level 1)', 4,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/miguel-santos.jpg',
    '{}',
    array['Power Yoga', 'Ashtanga', 'Hot Yoga'],
    '{"online1on1": false, "inPerson1on1": true, "groupOnline": false, "groupInPerson": true}',
    '{"instagram": "https://instagram.com/miguelsantos.power"}',
    null, null, null
  ),
  (
    'priya-sharma', 'Priya', 'Sharma', 'Priya Sharma', 'India', 'Rishikesh',
    'Priya was born in Rishikesh and began practising with her grandmother before she could read. After a degree in physiotherapy she trained in classical Hatha and Ashtanga and has taught full time for fifteen years, including on teacher training courses for students from more than forty countries. Her classes combine steady postures, pranayama and chanting with a practical understanding of the body. She is known for patient, precise instruction and for making traditional philosophy feel relevant to everyday life. Priya offers online Yoga Nidra and meditation sessions across time zones, and hosts small residential retreats by the Ganges each spring.',
    'E-RYT 500, Yoga Alliance; Diploma in Yoga Therapy', 15,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/priya-sharma.jpg',
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/priya-sharma-gallery-1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/priya-sharma-gallery-2.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/priya-sharma-gallery-3.jpg'
    ],
    array['Hatha', 'Meditation', 'Ashtanga', 'Yoga Nidra'],
    '{"online1on1": true, "inPerson1on1": true, "groupOnline": true, "groupInPerson": true}',
    '{"website": "https://example.com/priya-sharma", "facebook": "https://facebook.com/priyasharmayoga"}',
    'https://forms.example.com/priya-sharma',
    'Priya Sharma – Hatha Yoga and Meditation Teacher in Rishikesh',
    'Classical Hatha, Ashtanga and Yoga Nidra with Priya Sharma, an E-RYT 500 teacher with fifteen years of experience in Rishikesh. Online sessions and riverside retreats.'
  ),
  (
    'arjun-mehta', 'Arjun', 'Mehta', 'Arjun Mehta', 'India', 'Mysuru',
    'Arjun has practised Ashtanga Vinyasa in Mysuru for more than two decades and teaches in the traditional Mysore style: each student works through the sequence at their own pace, with individual adjustments and guidance. He is patient with newcomers and demanding with those who are ready, and he insists that consistency matters more than flexibility. His early-morning shala welcomes local practitioners and visiting students throughout the season. Arjun also teaches Sanskrit counting and the philosophy of the Yoga Sutras in weekly afternoon talks, which many students say transformed how they relate to their practice.',
    'Authorised Ashtanga teacher; E-RYT 500, Yoga Alliance', 22,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/arjun-mehta.jpg',
    '{}',
    array['Ashtanga', 'Hatha'],
    '{"online1on1": false, "inPerson1on1": true, "groupOnline": false, "groupInPerson": true}',
    '{}',
    'https://forms.example.com/arjun-mehta',
    null, null
  ),
  (
    'emily-carter', 'Emily', 'Carter', 'Emily Carter', 'United States', 'Austin',
    'Emily is a certified doula and prenatal yoga teacher who has supported hundreds of families through pregnancy and the first months of parenthood. Her classes focus on breathing, pelvic floor awareness and gentle strength, with lots of props and time to rest. She creates a warm, judgement-free space where expecting parents can ask questions and connect with one another. After her own two pregnancies she added postnatal Restorative sessions that welcome babies on the mat. Emily teaches in Austin and runs a six-week online prenatal series for students who live further away.',
    'RYT-200 and RPYT (Registered Prenatal Yoga Teacher), Yoga Alliance; Certified Doula', 6,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/emily-carter.jpg',
    '{}',
    array['Prenatal', 'Restorative', 'Hatha'],
    '{"online1on1": true, "inPerson1on1": true, "groupOnline": true, "groupInPerson": false}',
    '{"website": "https://example.com/emily-carter-prenatal", "instagram": "https://instagram.com/emilycarter.prenatal"}',
    'https://forms.example.com/emily-carter',
    null, null
  ),
  (
    'marcus-johnson', 'Marcus', 'Johnson', 'Marcus Johnson', 'United States', 'New York',
    'Marcus discovered yoga while working long shifts as a line cook in Brooklyn, where a free community class became the one hour of his week that felt like his own. Today he teaches energetic Power and Vinyasa classes set to carefully chosen playlists, finishing every session with a few minutes of guided breathwork. He is passionate about making yoga accessible to people who do not see themselves in glossy studio photos, and he leads donation-based classes in community centres across the borough. Expect strong flows, humour and an honest invitation to rest whenever you need it.',
    'RYT-200, Yoga Alliance; Breathwork Facilitator Certificate', 3,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/marcus-johnson.jpg',
    '{}',
    array['Power Yoga', 'Vinyasa', 'Breathwork'],
    '{"online1on1": false, "inPerson1on1": false, "groupOnline": true, "groupInPerson": true}',
    '{"instagram": "https://instagram.com/marcusflows", "facebook": "https://facebook.com/marcusjohnsonyoga"}',
    null, null, null
  ),
  (
    'sarah-mitchell', 'Sarah', 'Mitchell', 'Sarah Mitchell', 'United States', 'San Diego',
    'Sarah worked as an occupational therapist for a decade before becoming a certified yoga therapist. She specialises in Yin and Restorative practices for people living with chronic pain, anxiety and burnout, and she collaborates with local physiotherapists and counsellors. Her sessions are slow and thoughtful, with clear explanations of why each shape is offered and how to adapt it. Private clients work with her on personalised home practices, while her weekly group classes in Pacific Beach are a calm, candlelit way to end the week. Sarah also mentors new teachers who want to work safely with therapeutic populations.',
    'E-RYT 500, Yoga Alliance; C-IAYT Certified Yoga Therapist', 12,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/sarah-mitchell.jpg',
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/sarah-mitchell-gallery-1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/sarah-mitchell-gallery-2.jpg'
    ],
    array['Yin Yoga', 'Restorative', 'Meditation', 'Yoga Therapy'],
    '{"online1on1": true, "inPerson1on1": true, "groupOnline": false, "groupInPerson": true}',
    '{"website": "https://example.com/sarah-mitchell-yoga-therapy"}',
    'https://forms.example.com/sarah-mitchell',
    null, null
  ),
  (
    'chloe-nguyen', 'Chloe', 'Nguyen', 'Chloe Nguyen', 'Australia', 'Melbourne',
    'Chloe completed her 200-hour training in 2024 after years of practising heated Vinyasa before work. As a newer teacher she brings fresh enthusiasm, clear cues and a genuine curiosity about each student''s experience. Her classes are playful and rhythmic, building gradually towards a peak posture and always leaving time for a long savasana. Chloe currently teaches early-morning heated flows in Fitzroy and a Sunday online class for friends who moved interstate. She is studying for her Yin Yoga certification and loves hearing from students about what helps them most.',
    'RYT-200, Yoga Alliance', 1,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/chloe-nguyen.jpg',
    '{}',
    array['Vinyasa', 'Hot Yoga'],
    '{"online1on1": false, "inPerson1on1": false, "groupOnline": true, "groupInPerson": true}',
    '{"instagram": "https://instagram.com/chloe.flows"}',
    null, null, null
  ),
  (
    'liam-o-connor', 'Liam', 'O''Connor', 'Liam O''Connor', 'Australia', 'Byron Bay',
    'Liam moved from Dublin to Byron Bay a decade ago and has taught yoga there ever since, often with the sound of the surf drifting through the open studio. His classes blend the discipline of Ashtanga with creative Vinyasa sequencing and always close with a seated meditation. Having sat several silent Vipassana retreats, he teaches mindfulness in a plain, practical way that sceptics appreciate. Liam leads beach sessions at dawn, private lessons for surfers and online classes for a loyal community of former retreat guests around the world. He is relaxed, funny and quietly precise about alignment.',
    'RYT-500, Yoga Alliance; four 10-day Vipassana meditation retreats', 10,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/liam-o-connor.jpg',
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/liam-o-connor-gallery-1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/liam-o-connor-gallery-2.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/liam-o-connor-gallery-3.jpg'
    ],
    array['Vinyasa', 'Ashtanga', 'Meditation'],
    '{"online1on1": true, "inPerson1on1": true, "groupOnline": true, "groupInPerson": true}',
    '{"website": "https://example.com/liam-oconnor-yoga", "instagram": "https://instagram.com/liam.byronyoga", "facebook": "https://facebook.com/liamoconnoryoga"}',
    'https://forms.example.com/liam-o-connor',
    null, null
  ),
  (
    'lucia-fernandez', 'Lucía', 'Fernández', 'Lucía Fernández', 'Spain', 'Barcelona',
    'Lucía teaches gentle, grounded Hatha and Yin classes in a sunlit studio near the Gràcia market. A former dancer with a contemporary dance company, she understands both the joy and the strain of a demanding physical life, and her classes help students slow down and listen. She teaches in Spanish, Catalan and English, and her prenatal classes have become a meeting point for expecting mothers from all over Barcelona. Lucía loves using music, poetry and touches of humour to make long holds feel easier. Her students describe her as warm, attentive and impossible to rush.',
    'RYT-200, Yoga Alliance; Prenatal Yoga Certification (85 hours)', 7,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/lucia-fernandez.jpg',
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/lucia-fernandez-gallery-1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/lucia-fernandez-gallery-2.jpg'
    ],
    array['Hatha', 'Yin Yoga', 'Prenatal'],
    '{"online1on1": false, "inPerson1on1": true, "groupOnline": false, "groupInPerson": true}',
    '{"instagram": "https://instagram.com/lucia.yin.bcn", "facebook": "https://facebook.com/luciafernandezyoga"}',
    null, null, null
  ),
  (
    'javier-morales', 'Javier', 'Morales', 'Javier Morales', 'Spain', 'Valencia',
    'Javier is a recently certified teacher who spent most of his twenties working in software before burnout pushed him onto the mat. Yoga helped him rebuild his energy and his relationship with stress, and he now shares that practice with other people who spend too many hours in front of screens. His online Power Yoga sessions are short, efficient and designed to fit into a lunch break, while his weekend hot classes in Ruzafa are longer and more exploratory. Javier speaks Spanish and English and is happy to help complete beginners get started.',
    'RYT-200, Yoga Alliance', 2,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/javier-morales.jpg',
    '{}',
    array['Power Yoga', 'Hot Yoga', 'Vinyasa', 'Meditation'],
    '{"online1on1": true, "inPerson1on1": false, "groupOnline": true, "groupInPerson": false}',
    '{}',
    null, null, null
  ),
  (
    'hannah-clarke', 'Hannah', 'Clarke', 'Hannah Clarke', 'United Kingdom', 'London',
    'Hannah teaches Restorative and Yin yoga for people who are tired of being tired. After years as a junior doctor she knows exactly how shift work and long commutes wear down the nervous system, and her classes are an antidote: warm rooms, plenty of bolsters and long, supported rests. She explains the science of relaxation in plain language without losing the softness of the practice. Hannah teaches evening classes in Hackney, runs online sleep-focused sessions on Sunday nights and offers monthly workshops on meditation for beginners.',
    'E-RYT 500, Yoga Alliance; Restorative Yoga Teacher Training (100 hours)', 11,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/hannah-clarke.jpg',
    '{}',
    array['Restorative', 'Yin Yoga', 'Meditation'],
    '{"online1on1": true, "inPerson1on1": false, "groupOnline": true, "groupInPerson": true}',
    '{"website": "https://example.com/hannah-clarke-restore", "instagram": "https://instagram.com/hannahclarke.rest"}',
    'https://forms.example.com/hannah-clarke',
    null, null
  ),
  (
    'tom-fletcher', 'Tom', 'Fletcher', 'Tom Fletcher', 'United Kingdom', 'Bristol',
    'Tom came to yoga through rock climbing and still teaches with a climber''s eye for efficient movement and healthy shoulders. His Hatha classes are steady and well explained, with time to work on the foundations that make harder postures possible later. He also runs a weekly led Ashtanga class for students who want structure and a good sweat. Tom teaches in a converted warehouse in Bristol and at two local climbing walls, where his mobility sessions have become popular with climbers recovering from injuries. He is calm, encouraging and never takes himself too seriously.',
    'RYT-200, Yoga Alliance; Ashtanga Intensive (100 hours)', 5,
    null,
    '{}',
    array['Hatha', 'Ashtanga'],
    '{"online1on1": false, "inPerson1on1": true, "groupOnline": false, "groupInPerson": true}',
    '{"facebook": "https://facebook.com/tomfletcheryoga"}',
    null, null, null
  ),
  (
    'yuki-tanaka', 'Yuki', 'Tanaka', 'Yuki Tanaka', 'Japan', 'Kyoto',
    'Yuki has taught yoga in Kyoto for eighteen years, after training in India and practising zazen at a temple in the northern hills of the city. Her classes are quiet and unhurried, weaving Hatha postures and Yin holds with periods of silent sitting. She pays close attention to posture in meditation, helping students find a seat that is stable enough to forget about. Yuki teaches in Japanese and English and welcomes travellers to her morning group class in a restored wooden townhouse. She also leads seasonal online meditation courses that follow the traditional Japanese calendar.',
    'E-RYT 500, Yoga Alliance; Zen meditation training', 18,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/yuki-tanaka.jpg',
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/yuki-tanaka-gallery-1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/yuki-tanaka-gallery-2.jpg'
    ],
    array['Meditation', 'Hatha', 'Yin Yoga'],
    '{"online1on1": false, "inPerson1on1": true, "groupOnline": true, "groupInPerson": true}',
    '{"website": "https://example.com/yuki-tanaka-kyoto"}',
    'https://forms.example.com/yuki-tanaka',
    null, null
  ),
  (
    'kenji-watanabe', 'Kenji', 'Watanabe', 'Kenji Watanabe', 'Japan', 'Tokyo',
    'Kenji completed his teacher training this year and is building his first classes in Tokyo. A former competitive swimmer, he is fascinated by breath control and how it changes the way we move under effort. His Power Yoga sessions are upbeat and clearly structured, with simple cues in Japanese and English that make them easy to follow online. He offers free trial classes while he gains experience and welcomes honest feedback from every student. Kenji hopes to open a small community space in Shimokitazawa once he has found his teaching voice.',
    'RYT-200, Yoga Alliance', 0,
    null,
    '{}',
    array['Power Yoga', 'Vinyasa'],
    '{"online1on1": true, "inPerson1on1": false, "groupOnline": true, "groupInPerson": false}',
    '{"instagram": "https://instagram.com/kenji.breathes"}',
    null, null, null
  ),
  (
    'maya-thompson', 'Maya', 'Thompson', 'Maya Thompson', 'Canada', 'Vancouver',
    'Maya teaches prenatal, postnatal and Restorative yoga in Kitsilano, a few blocks from the beach. She began practising during her first pregnancy and was struck by how rarely classes addressed the real questions of expecting parents, so she trained to fill that gap. Her classes are practical and reassuring, covering comfortable positions for labour, breathing for birth and gentle strength for recovery. She also teaches a weekly Hatha class for parents whose babies are now toddlers. Maya partners with midwives and doulas in the city and is known for remembering every student''s due date.',
    'RYT-500, Yoga Alliance; RPYT (Registered Prenatal Yoga Teacher), Yoga Alliance', 9,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/maya-thompson.jpg',
    '{}',
    array['Prenatal', 'Restorative', 'Hatha', 'Yin Yoga'],
    '{"online1on1": true, "inPerson1on1": true, "groupOnline": false, "groupInPerson": true}',
    '{"website": "https://example.com/maya-thompson-yoga", "instagram": "https://instagram.com/mayathompson.prenatal", "facebook": "https://facebook.com/mayathompsonyoga"}',
    'https://forms.example.com/maya-thompson',
    null, null
  ),
  (
    'wayan-putra', 'Wayan', 'Putra', 'Wayan Putra', 'Indonesia', 'Ubud',
    'Wayan was raised in a family of traditional healers in the rice terraces north of Ubud and has shared yoga and meditation with visitors for twenty-five years. His teaching blends classical Hatha, Kundalini kriyas and Balinese breathing practices with a deep respect for nature and ceremony. Classes take place in an open-air pavilion surrounded by jungle, often to the sound of the nearby river. He is gentle, generous with his time and very funny. Wayan also trains young people from his village as yoga teachers, helping them build careers in their own community.',
    'E-RYT 500, Yoga Alliance; Balinese healing traditions (family lineage)', 25,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/wayan-putra.jpg',
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/wayan-putra-gallery-1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/wayan-putra-gallery-2.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/wayan-putra-gallery-3.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/wayan-putra-gallery-4.jpg'
    ],
    array['Hatha', 'Meditation', 'Kundalini', 'Breathwork'],
    '{"online1on1": false, "inPerson1on1": true, "groupOnline": true, "groupInPerson": true}',
    '{"website": "https://example.com/wayan-putra-ubud", "instagram": "https://instagram.com/wayan.ubudyoga"}',
    'https://forms.example.com/wayan-putra',
    'Wayan Putra – Hatha and Meditation Teacher in Ubud, Bali',
    'Open-air Hatha, Kundalini and Balinese breathing practice with Wayan Putra, who has taught yoga and meditation in the rice terraces of Ubud for twenty-five years.'
  ),
  (
    'isabela-rocha', 'Isabela', 'Rocha', 'Isabela Rocha', 'Brazil', 'Florianópolis',
    'Isabela teaches dynamic Vinyasa and playful Aerial Yoga on the island of Florianópolis, where she moved after training as a circus artist in São Paulo. Her classes use silk hammocks to make inversions and deep stretches feel accessible and fun, and she balances the excitement with slow Yin sessions at sunset. She teaches in Portuguese, Spanish and English and keeps her groups small for safety. Isabela believes that yoga should sometimes make you laugh, and her students agree that they leave her classes feeling lighter in every sense.',
    'RYT-200, Yoga Alliance; Aerial Yoga Teacher Training (50 hours)', 4,
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/isabela-rocha.jpg',
    '{}',
    array['Vinyasa', 'Aerial Yoga', 'Yin Yoga'],
    '{"online1on1": false, "inPerson1on1": true, "groupOnline": false, "groupInPerson": true}',
    '{"instagram": "https://instagram.com/isabela.aerial", "facebook": "https://facebook.com/isabelarochayoga"}',
    null, null, null
  );

-- Studios ------------------------------------------------------------------
-- The first four are the flagship studios. Covers: all three studio types,
-- three to six styles (more than three shows a '+N more' tag), amenities from
-- the spec's list or none, no tagline (Casa Prana), no website but an email
-- (Sunrise Yoga Shala), empty opening hours (Stillpoint), no logo (The Quiet
-- Room), no gallery (Zen Garden Yoga), and studio-specific SEO text.

insert into public.studios
  (slug, name, email, country, city, address, description, tagline, studiotype, yogastyles, amenities,
   logo, gallery, website, instagram, facebook, operatinghours, consent, seo_title, seo_description)
values
  (
    'lotus-flow-studio', 'Lotus Flow Studio', 'hello@lotusflow.example.com', 'Philippines', 'Cebu City',
    '21 Mango Grove Street, Lahug, Cebu City 6000',
    'Lotus Flow Studio is a bright, plant-filled space on the quiet edge of Lahug with two practice rooms and a rooftop deck for sunset classes. Our teachers offer everything from energising Vinyasa to deeply restful Yin and Restorative sessions, plus guided meditation every evening. Classes run in the studio and live online, so members can keep practising when they travel. Beginners are always welcome: every month starts with a free introduction series, and mats, blocks and bolsters are provided.',
    'Breathe, move and rest in the heart of Cebu', 'Hybrid',
    array['Vinyasa', 'Hatha', 'Yin Yoga', 'Meditation', 'Restorative'],
    array['Showers', 'Mat rental', 'Tea lounge', 'On-demand library'],
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/lotus-flow-studio-logo.jpg',
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/lotus-flow-studio-gallery-1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/lotus-flow-studio-gallery-2.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/lotus-flow-studio-gallery-3.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/lotus-flow-studio-gallery-4.jpg'
    ],
    'https://example.com/lotus-flow-studio', 'https://instagram.com/lotusflowcebu', 'https://facebook.com/lotusflowcebu',
    'Mon-Fri: 6am–9pm, Sat-Sun: 8am–5pm', true,
    'Lotus Flow Studio – Vinyasa, Yin and Meditation in Cebu City',
    'Hybrid yoga studio in Lahug, Cebu City: Vinyasa, Hatha, Yin, Restorative and meditation classes in the studio, on the rooftop deck and live online.'
  ),
  (
    'sunrise-yoga-shala', 'Sunrise Yoga Shala', 'namaste@sunriseshala.example.org', 'India', 'Rishikesh',
    'Tapovan, near Laxman Jhula, Rishikesh 249192',
    'Sunrise Yoga Shala is a traditional practice hall overlooking the Ganges, founded by a family of teachers who have lived in Rishikesh for three generations. Mornings begin with Mysore-style Ashtanga, followed by led Hatha classes, pranayama and an evening meditation by the river. Students can drop in for a single class or stay for a week-long immersion with simple vegetarian meals. The shala has no website: write to us by email and we usually answer within a day.',
    'Traditional practice on the banks of the Ganges', 'In-person',
    array['Ashtanga', 'Hatha', 'Meditation'],
    array['Tea lounge', 'Mat rental', 'Community forum'],
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/sunrise-yoga-shala-logo.jpg',
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/sunrise-yoga-shala-gallery-1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/sunrise-yoga-shala-gallery-2.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/sunrise-yoga-shala-gallery-3.jpg'
    ],
    null, 'https://instagram.com/sunriseyogashala', null,
    'Daily: 5:30am–7pm', true,
    null, null
  ),
  (
    'harbour-light-yoga', 'Harbour Light Yoga', 'studio@harbourlight.example.com', 'Australia', 'Sydney',
    'Level 1, 45 Bay Street, Double Bay NSW 2028',
    'Harbour Light Yoga sits above a row of cafés a short walk from the harbour beach, with floor-to-ceiling windows that fill the room with morning light. The timetable ranges from heated Power and Hot Yoga to slow, cooling Yin on Sunday evenings. Our team of twelve teachers brings backgrounds in dance, physiotherapy and sport. After class, rinse off in the showers, browse locally made activewear in the retail corner or head straight down to the water.',
    'Strong practice, soft landing, harbour views', 'In-person',
    array['Vinyasa', 'Power Yoga', 'Hot Yoga', 'Yin Yoga'],
    array['Showers', 'Parking', 'Retail', 'Child care', 'Beach access'],
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/harbour-light-yoga-logo.jpg',
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/harbour-light-yoga-gallery-1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/harbour-light-yoga-gallery-2.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/harbour-light-yoga-gallery-3.jpg'
    ],
    'https://example.com/harbour-light-yoga', 'https://instagram.com/harbourlightyoga', 'https://facebook.com/harbourlightyoga',
    'Mon-Fri: 6am–9pm, Sat-Sun: 7am–6pm', true,
    'Harbour Light Yoga – Hot, Power and Yin Yoga in Double Bay, Sydney',
    'Bright harbourside studio in Double Bay with heated Power, Hot Yoga, Vinyasa and Yin classes, showers, child care and parking. New student intro week available.'
  ),
  (
    'stillpoint-online-yoga', 'Stillpoint Online Yoga', 'support@stillpoint.example.com', 'United States', 'San Francisco',
    '',
    'Stillpoint is an online studio for slow, mindful practice. Join live Yin, Restorative, Hatha and prenatal classes from anywhere, or choose from more than four hundred recorded sessions in the on-demand library, from ten-minute meditations to ninety-minute workshops. Every live class is small enough that teachers can see you and offer individual suggestions. Members share questions, wins and practice streaks in our community forum, and new recordings are added every week.',
    'Your calm corner of the internet', 'Online',
    array['Meditation', 'Yin Yoga', 'Restorative', 'Prenatal', 'Hatha'],
    array['On-demand library', 'Community forum'],
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/stillpoint-online-yoga-logo.jpg',
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/stillpoint-online-yoga-gallery-1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/stillpoint-online-yoga-gallery-2.jpg'
    ],
    'https://example.com/stillpoint', 'https://instagram.com/stillpointonline', 'https://facebook.com/stillpointonline',
    '', true,
    null, null
  ),
  (
    'casa-prana-yoga', 'Casa Prana Yoga', 'hola@casaprana.example.com', 'Spain', 'Barcelona',
    'Carrer de Verdi 34, Gràcia, 08012 Barcelona',
    'Casa Prana is a neighbourhood yoga house in Gràcia with wooden floors, tall windows and a small courtyard where students linger over tea after class. We teach Vinyasa and Hatha in Spanish, Catalan and English, and our prenatal programme supports parents from the first trimester to the first months with their baby. Most classes are also streamed live for members who cannot make it in person. Mats are available to rent and our little shop stocks cork blocks and organic cotton bolsters.',
    '', 'Hybrid',
    array['Vinyasa', 'Hatha', 'Prenatal'],
    array['Mat rental', 'Tea lounge', 'Retail'],
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/casa-prana-yoga-logo.jpg',
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/casa-prana-yoga-gallery-1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/casa-prana-yoga-gallery-2.jpg'
    ],
    'https://example.com/casa-prana', 'https://instagram.com/casapranabcn', null,
    'Mon-Fri: 7am–10pm, Sat: 9am–2pm, Sun: closed', true,
    null, null
  ),
  (
    'the-quiet-room', 'The Quiet Room', 'rest@thequietroom.example.co.uk', 'United Kingdom', 'London',
    '12 Columbia Road, London E2 7NN',
    'The Quiet Room is a small studio devoted to slowing down. In a city that never stops, we offer candlelit Restorative classes, long Yin holds and guided meditation for people who need to rest properly. Classes are capped at twelve students, every mat comes with two bolsters and a blanket, and phones stay in the lockers. Stay afterwards for herbal tea in the lounge, or browse our shelf of books on sleep, breath and mindfulness.',
    'Rest is a practice too', 'In-person',
    array['Restorative', 'Yin Yoga', 'Meditation'],
    array['Tea lounge', 'Showers', 'Retail'],
    null,
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/the-quiet-room-gallery-1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/the-quiet-room-gallery-2.jpg'
    ],
    'https://example.com/the-quiet-room', null, 'https://facebook.com/thequietroomlondon',
    'Mon-Thu: 7am–9:30pm, Fri: 7am–6pm, Sat-Sun: 9am–4pm', true,
    null, null
  ),
  (
    'zen-garden-yoga', 'Zen Garden Yoga', 'info@zengardenyoga.example.jp', 'Japan', 'Kyoto',
    '3-14 Higashiyama-ku, Kyoto 605-0000',
    'Zen Garden Yoga occupies a restored wooden townhouse in Higashiyama, with tatami practice rooms that open onto a moss garden. Classes combine gentle Hatha postures, long Yin holds and seated meditation in the Zen tradition, taught in Japanese with English support. Groups are small and the pace is unhurried, making it a good place for beginners and for travellers looking for a quiet morning practice. Green tea is served in the garden after every class.',
    'Stillness between temple bells', 'In-person',
    array['Hatha', 'Meditation', 'Yin Yoga'],
    array['Tea lounge', 'Mat rental'],
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/zen-garden-yoga-logo.jpg',
    '{}',
    'https://example.com/zen-garden-yoga', null, null,
    'Tue-Sun: 7am–11am and 5pm–8pm', true,
    null, null
  ),
  (
    'ocean-breath-yoga', 'Ocean Breath Yoga', 'aloha@oceanbreath.example.com', 'Philippines', 'General Luna',
    'Tourism Road, General Luna, Siargao Island 8419',
    'Ocean Breath Yoga is an open-air bamboo shala a few steps from the surf breaks of Siargao. The timetable is built around the tides: Power and Vinyasa classes to warm up before a session, and Yin, Restorative and meditation to recover afterwards. Teachers are local and international surfers who understand tight shoulders and tired hips. Mats are provided, there are outdoor showers for rinsing off the salt, and fresh coconut is always on offer in the tea corner.',
    'Practise with the rhythm of the tides', 'In-person',
    array['Vinyasa', 'Hatha', 'Yin Yoga', 'Power Yoga', 'Meditation', 'Restorative'],
    array['Beach access', 'Mat rental', 'Showers', 'Tea lounge'],
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/ocean-breath-yoga-logo.jpg',
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/ocean-breath-yoga-gallery-1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/ocean-breath-yoga-gallery-2.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/ocean-breath-yoga-gallery-3.jpg'
    ],
    'https://example.com/ocean-breath-yoga', 'https://instagram.com/oceanbreathsiargao', 'https://facebook.com/oceanbreathsiargao',
    'Daily: 6:30am–6:30pm', true,
    'Ocean Breath Yoga – Beachfront Yoga Shala in Siargao',
    'Open-air bamboo yoga shala in General Luna, Siargao: Vinyasa, Power, Yin and Restorative classes timed around the surf, with beach access and showers.'
  ),
  (
    'northern-lights-hot-yoga', 'Northern Lights Hot Yoga', 'hello@northernlightsyoga.example.ca', 'Canada', 'Toronto',
    '880 Queen Street West, Toronto, ON M6J 1G3',
    'Northern Lights Hot Yoga keeps Toronto warm all winter long. Our infrared-heated rooms host Hot Yoga, Power Yoga and heated Vinyasa classes from dawn until late evening, with a cooler room for students who prefer to practise without heat. Free underground parking, spacious showers and supervised child care during weekend morning classes make it easy to fit practice into a busy week. Mats and towels can be rented at the front desk.',
    'Warmth for body and mind, all year round', 'In-person',
    array['Hot Yoga', 'Power Yoga', 'Vinyasa'],
    array['Showers', 'Parking', 'Retail', 'Child care', 'Mat rental'],
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/northern-lights-hot-yoga-logo.jpg',
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/northern-lights-hot-yoga-gallery-1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/northern-lights-hot-yoga-gallery-2.jpg'
    ],
    'https://example.com/northern-lights-hot-yoga', 'https://instagram.com/northernlightshotyoga', null,
    'Mon-Fri: 6am–10pm, Sat-Sun: 8am–6pm', true,
    null, null
  ),
  (
    'moonlight-mama-yoga', 'Moonlight Mama Yoga', 'care@moonlightmama.example.com.au', 'Australia', 'Melbourne',
    '',
    'Moonlight Mama Yoga is an online studio for pregnancy, birth and the early months of parenthood. Live evening classes cover prenatal yoga, Restorative practice and Yin for tired bodies, while the on-demand library holds short meditations for night feeds and gentle postnatal sequences. Our teachers are midwives, doulas and prenatal yoga specialists. The members-only community forum is a kind, moderated place to ask questions and meet other parents due around the same time.',
    'Gentle yoga for pregnancy and new parents, wherever you are', 'Online',
    array['Prenatal', 'Restorative', 'Meditation', 'Yin Yoga'],
    array['On-demand library', 'Community forum'],
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/moonlight-mama-yoga-logo.jpg',
    array[
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/studios/moonlight-mama-yoga-gallery-1.jpg'
    ],
    'https://example.com/moonlight-mama-yoga', 'https://instagram.com/moonlightmamayoga', 'https://facebook.com/moonlightmamayoga',
    'Live classes Mon-Thu: 7pm–8pm AEST; library open 24/7', true,
    null, null
  );

-- Submissions ---------------------------------------------------------------
-- Spread over the last week so the dashboard's newest-first order is visible.

insert into public.teacherapplications
  (firstname, lastname, email, phone, location, specialties, certifications, bio, experience,
   teachingoptions, website, instagram, terms, created_at)
values
  (
    'Grace', 'Lim', 'grace.lim@example.com', '+65 9123 4567', 'Singapore',
    'Vinyasa, Yin Yoga', 'RYT-200, Yoga Alliance; Yin Yoga Teacher Training (30 hours)',
    'I have taught Vinyasa and Yin in Singapore for four years, mostly lunchtime classes for office workers in the CBD. I would love to reach students who want small online groups.',
    4,
    '{"online1on1": true, "inPerson1on1": false, "groupOnline": true, "groupInPerson": true}',
    'https://example.com/grace-lim-yoga', '@gracelim.yoga', true,
    now() - interval '1 day 3 hours'
  ),
  (
    'Daniel', 'Okafor', 'daniel.okafor@example.com', '+234 803 555 0142', 'Lagos, Nigeria',
    'Power Yoga, Meditation', 'RYT-200, Yoga Alliance',
    'Newly certified teacher running free community classes in Yaba. I combine strong Power Yoga with short guided meditations and want to start offering private sessions.',
    1,
    '{"online1on1": true, "inPerson1on1": true, "groupOnline": false, "groupInPerson": true}',
    null, null, true,
    now() - interval '3 days 7 hours'
  ),
  (
    'Sofia', 'Rossi', 'sofia.rossi@example.it', '+39 333 555 0198', 'Florence, Italy',
    'Prenatal, Restorative, Hatha', 'RYT-500, Yoga Alliance; RPYT (Registered Prenatal Yoga Teacher)',
    'Nine years of teaching Hatha and prenatal yoga in Florence, in Italian and English. I work closely with local midwives and run a monthly Restorative workshop for new mothers.',
    9,
    '{"online1on1": false, "inPerson1on1": true, "groupOnline": false, "groupInPerson": true}',
    'https://example.com/sofia-rossi-yoga', '', true,
    now() - interval '6 days 2 hours'
  );

insert into public.studioapplications
  (name, email, country, city, address, description, yogastyles, amenities, website, instagram, hours,
   logo, consent, created_at)
values
  (
    'Green Door Yoga', 'team@greendooryoga.example.com', 'United States', 'Portland',
    '2140 SE Division Street, Portland, OR 97202',
    'A community yoga studio behind a bright green door in southeast Portland, with sliding-scale pricing, aerial rigs and a bike-friendly entrance.',
    array['Vinyasa', 'Hatha', 'Aerial Yoga'], array['Showers', 'Retail', 'Bike parking'],
    'https://example.com/green-door-yoga', 'https://instagram.com/greendooryogapdx', 'Mon-Fri: 9am–8pm',
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/applications/green-door-yoga-logo.jpg',
    true,
    now() - interval '2 days 5 hours'
  ),
  (
    'Salt and Sun Yoga', 'hola@saltandsun.example.mx', 'Mexico', 'Tulum',
    '',
    'Beachside platform for sunrise and sunset classes, run by two teachers who also host small retreats. We are just getting started and do not have a website yet.',
    array['Vinyasa', 'Yin Yoga', 'Meditation'], array['Beach access', 'Mat rental'],
    null, null, null,
    null,
    true,
    now() - interval '5 days 1 hour'
  );

insert into public.contactsubmissions (name, email, subject, message, created_at)
values
  (
    'Rachel Adams', 'rachel.adams@example.com', 'Finding a prenatal teacher near Austin',
    'Hi! I am 20 weeks pregnant and looking for a prenatal teacher in Austin who also offers online classes for when I am on bed rest. Could you recommend someone?',
    now() - interval '4 hours'
  ),
  (
    'Mark Chen', 'mark.chen@example.com', 'Listing update for my studio',
    'Our studio moved to a new address last month. How can I update the address and opening hours on our listing?',
    now() - interval '2 days 6 hours'
  ),
  (
    'Aiko Sato', 'aiko.sato@example.jp', 'Do teachers offer classes in Japanese?',
    'Hello, I would like to find an online Yin or meditation teacher who can teach in Japanese. Is there a way to filter teachers by language?',
    now() - interval '4 days 9 hours'
  );

-- A few submissions already answered, so the inbox shows its statuses from the start.
update public.teacherapplications
set status = 'declined',
    decline_note = 'Thank you, Sofia. We are not adding teachers in Florence this season; we will write to you when that changes.'
where email = 'sofia.rossi@example.it';
update public.contactsubmissions set status = 'replied' where email = 'mark.chen@example.com';
-- That decision is part of the sample, made long ago: nobody is mailed about it.
delete from private.mail_outbox where key like 'application_declined:%';

-- Languages, verified credentials and confirmed details ------------------------------------
-- Every listing teaches in at least one language (9 different ones in all); a few teachers are
-- verified, Emily Carter's verification has lapsed (her profile shows no badge), and a few
-- listings were confirmed recently while Casa Prana Yoga was last confirmed over a year ago.
-- (updated_at stays as inserted: it is now() of this same transaction.)

update public.teachers set languages = case country
    when 'Philippines' then array['en', 'tl']
    when 'India' then array['en', 'hi']
    when 'Spain' then array['es', 'en']
    when 'Japan' then array['ja']
    when 'Indonesia' then array['id', 'en']
    when 'Brazil' then array['pt', 'es']
    else array['en']
  end;
update public.teachers set languages = array['en', 'fr'] where slug = 'maya-thompson';
update public.teachers set languages = array['ja', 'en'] where slug = 'kenji-watanabe';

update public.studios set languages = case country
    when 'Philippines' then array['en', 'tl']
    when 'India' then array['en', 'hi']
    when 'Spain' then array['es', 'ca', 'en']
    when 'Japan' then array['ja', 'en']
    when 'Canada' then array['en', 'fr']
    else array['en']
  end;

update public.teachers set
  verified_credential = 'RYT-500',
  verified_issuer = 'Yoga Alliance',
  verification_evidence_url = 'https://www.yogaalliance.org/',
  verified_on = date '2025-09-01',
  verification_expires_on = date '2099-09-01',
  confirmed_at = now() - interval '20 days'
where slug = 'ana-reyes';
update public.teachers set
  verified_credential = 'E-RYT 500',
  verified_issuer = 'Yoga Alliance',
  verification_evidence_url = 'https://www.yogaalliance.org/',
  verified_on = date '2025-06-15'
where slug = 'priya-sharma';
update public.teachers set
  verified_credential = 'Certified Yoga Therapist (C-IAYT)',
  verified_issuer = 'International Association of Yoga Therapists',
  verified_on = date '2025-11-03',
  confirmed_at = now() - interval '3 months'
where slug = 'javier-morales';
update public.teachers set
  verified_credential = 'RYT-200',
  verified_issuer = 'Yoga Alliance',
  verification_evidence_url = 'https://www.yogaalliance.org/',
  verified_on = date '2023-03-01',
  verification_expires_on = date '2025-03-01'
where slug = 'emily-carter';

update public.studios set confirmed_at = now() - interval '2 months' where slug = 'lotus-flow-studio';
update public.studios set confirmed_at = now() - interval '14 months' where slug = 'casa-prana-yoga';

-- Every sample teacher takes messages at an example.com address (which no real mailbox
-- receives); the studios use their own emails.
insert into public.teacher_inquiry_addresses (teacher_id, email)
select t.id, t.slug || '@example.com' from public.teachers t
on conflict (teacher_id) do nothing;
