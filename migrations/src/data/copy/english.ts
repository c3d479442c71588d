/**
 * English copy shared by the us, uk and eu files, written once: what all three say alike, and the
 * British-English product and page copy that uk and eu share.
 */
import type { ProductKey } from '@showcase/schemas/products';
import type { PageCopy, ProductCopy, RegionCopy } from './types';

/** One shared English choose-your-region page for us, uk and eu (SPEC §2.2). */
export const chooseYourRegionPage: PageCopy = {
  title: 'Choose Your Region',
  description:
    'Select your country or region and language to see the Roboshift products, offers, shipping options and support available where you live.',
  keywords: ['Roboshift', 'choose region', 'select country', 'language', 'regional store'],
  heading: 'Choose Your Country or Region',
  intro:
    'Roboshift is available in many parts of the world. Select your location and language below to see the products, offers and support that apply to you.',
  sections: [
    {
      heading: 'Why Your Region Matters',
      paragraphs: [
        'Product availability, pricing, currency, payment methods and delivery options vary from region to region. Warranty service and after-sales support are also handled by the team responsible for your area.',
        'Choosing the right region makes sure you see accurate information and can buy from official sellers near you.',
      ],
    },
    {
      heading: 'Changing Your Selection',
      paragraphs: [
        'You can return to this page at any time from the region selector at the bottom of every page. Your choice is remembered on this device so you are taken straight to your regional site on your next visit.',
      ],
    },
  ],
};

/** Products whose copy reads the same in American and British English. */
export const englishProducts: Partial<Record<ProductKey, ProductCopy>> = {
  miniRobot: {
    name: 'Mini Robot',
    tagline: 'Big transformations in the palm of your hand.',
    description:
      'The Mini Robot packs automatic transformation, voice commands and app control into a compact collectible that fits on any desk or shelf.',
    alt: 'Mini Robot standing in robot mode on a desk, compact body with glowing eyes',
    keywords: ['Mini Robot', 'transforming robot', 'compact robot toy', 'voice control robot', 'Roboshift'],
    sections: [
      {
        heading: 'Small Size, Full Transformation',
        paragraphs: [
          'The Mini Robot shifts from robot to vehicle mode on its own with a single command. Every panel folds into place automatically, so you get the full Roboshift transformation experience in a pocket-friendly size.',
        ],
      },
      {
        heading: 'Talk to It, Tap It, Play With It',
        paragraphs: [
          'Say a wake word and the Mini Robot answers, walks, poses and transforms on request. Prefer a screen? The Roboshift app gives you a live remote, ready-made action sequences and a simple editor for building your own moves.',
        ],
      },
      {
        heading: 'A Perfect First Roboshift',
        paragraphs: [
          'The Mini Robot is an easy way to start a collection or to introduce younger fans to intelligent robots. It charges over USB, updates itself through the app and looks great on display between play sessions.',
        ],
      },
    ],
  },
  interstellarScoutK1: {
    name: 'K1 Interstellar Scout',
    tagline: 'A coding companion for young explorers.',
    description:
      'The K1 Interstellar Scout is an educational robot that teaches kids to code through play, with voice interaction, dance routines and drag-and-drop programming.',
    alt: 'K1 Interstellar Scout educational robot standing upright, white body with blue accents',
    keywords: ['K1 Interstellar Scout', 'coding robot for kids', 'STEM robot', 'educational robot', 'Roboshift'],
    sections: [
      {
        heading: 'Learning Through Play',
        paragraphs: [
          'K1 turns programming concepts into hands-on missions. Kids snap together graphical code blocks in the app and instantly see their robot walk, dance and react.',
        ],
      },
      {
        heading: 'A Friendly Scout',
        paragraphs: [
          'K1 responds to voice commands, tells stories and shows off dance moves, making it a fun companion even when lessons are over. Its sturdy build is designed for curious hands.',
        ],
      },
      {
        heading: 'Grows With Your Child',
        paragraphs: [
          'Start with simple sequences and progress to loops, conditions and more complex logic. New activities arrive through app updates, so the learning journey keeps going.',
        ],
      },
    ],
  },
  aiBase: {
    name: 'AI Base',
    tagline: 'The smart stage for your Roboshift collection.',
    description:
      'AI Base is a display accessory that showcases your Roboshift robot and adds interactive lighting and voice features to your collection.',
    alt: 'AI Base display accessory, a round black stage with a glowing blue light ring',
    keywords: ['AI Base', 'robot display base', 'Roboshift accessory', 'collectible display', 'smart stand'],
    sections: [
      {
        heading: 'Display in Style',
        paragraphs: [
          'AI Base gives your robot a dedicated stage with a clean, modern look. Ambient lighting highlights every detail, turning your shelf into a showcase.',
        ],
      },
      {
        heading: 'Smarter Interaction',
        paragraphs: [
          'Connect a compatible Roboshift robot and AI Base adds new ways to interact, from voice-triggered scenes to lighting effects that react to the action. It turns a static display into part of the show.',
        ],
      },
      {
        heading: 'Simple Setup',
        paragraphs: [
          'Place your robot, connect AI Base through the Roboshift app and you are ready to go. Firmware updates add features and compatibility over time.',
        ],
      },
    ],
  },
};

/** British-English product copy shared by uk and eu. */
export const britishProducts: Partial<Record<ProductKey, ProductCopy>> = {
  flagshipBumblebee: {
    name: 'Flagship Bumblebee',
    tagline: 'The Autobot scout, fully automatic and ready to roll.',
    description:
      'Flagship Bumblebee converts from robot to car on command, responds to your voice and performs authentic moves straight from the Transformers universe.',
    alt: 'Flagship Bumblebee robot standing in robot mode, yellow armour with black accents',
    keywords: [
      'Flagship Bumblebee',
      'Transformers Bumblebee',
      'auto-converting robot',
      'collectible robot',
      'Roboshift',
    ],
    sections: [
      {
        heading: 'Robot to Car, All on Its Own',
        paragraphs: [
          'Say the word and Flagship Bumblebee performs a complete, hands-free conversion from robot mode to his iconic yellow car. High-precision servos move every limb and panel in sequence, just like the animated series. Switch back just as easily and watch him stand, turn and strike a heroic pose.',
        ],
      },
      {
        heading: 'Voice Commands and Signature Moves',
        paragraphs: [
          'Flagship Bumblebee recognises a library of voice commands for walking, waving, transforming and more. He answers with sound effects and lines that bring the loyal Autobot scout to life in your living room.',
        ],
      },
      {
        heading: 'Program Your Own Scenes',
        paragraphs: [
          'The Roboshift app unlocks remote control, preset routines and a programming studio where you can choreograph new actions frame by frame. Save your creations, replay them on demand and share them with other fans.',
        ],
      },
    ],
  },
  toyStoryBuzzLightyear: {
    name: 'Toy Story Buzz Lightyear',
    tagline: 'To infinity and beyond, with a mind of his own.',
    description:
      'Toy Story Buzz Lightyear is an interactive robot with 20+ movie-accurate details, voice interaction and app-controlled adventures for fans of every age.',
    alt: 'Toy Story Buzz Lightyear robot in his white and green space suit with wings extended',
    keywords: [
      'Toy Story Buzz Lightyear',
      'Buzz Lightyear robot',
      'Disney Pixar collectible',
      'interactive robot',
      'Roboshift',
    ],
    sections: [
      {
        heading: 'Straight Out of Toy Story',
        paragraphs: [
          'From his helmet to his wrist communicator, Buzz features 20+ movie-accurate details that fans will recognise instantly. His wings deploy on command and his lights glow just like they do on screen.',
        ],
      },
      {
        heading: 'A Space Ranger Who Listens',
        paragraphs: [
          'Talk to Buzz and he talks back, with classic lines, missions and reactions that make every play session feel like a scene from the movies. He walks, gestures and salutes in response to your voice.',
        ],
      },
      {
        heading: 'Missions in the App',
        paragraphs: [
          'Use the Roboshift app to steer Buzz, trigger his signature moves or build your own star command routines. Regular firmware updates add new content so his adventures keep growing.',
        ],
      },
    ],
  },
  flagshipMegatron: {
    name: 'Flagship Megatron',
    tagline: 'The Decepticon leader, reborn as an intelligent robot.',
    description:
      'Flagship Megatron transforms automatically between robot and tank modes, responds to voice commands and brings the menace of the Decepticon leader to your collection.',
    alt: 'Flagship Megatron robot standing in robot mode, silver armour with fusion cannon on his arm',
    keywords: ['Flagship Megatron', 'Transformers Megatron', 'Decepticon robot', 'auto-transforming tank', 'Roboshift'],
    sections: [
      {
        heading: 'Command Presence',
        paragraphs: [
          'Flagship Megatron stands tall in gleaming silver armour, every detail sculpted to honour the classic Decepticon leader. His fusion cannon and battle-ready stance make him the centrepiece of any Transformers display.',
        ],
      },
      {
        heading: 'Fully Automatic Tank Mode',
        paragraphs: [
          'On your command, Megatron converts hands-free from robot to tank and back again. Dozens of precision movements happen in perfect sequence, delivering a transformation that feels ripped from the screen.',
        ],
      },
      {
        heading: 'Voice, App and Custom Programming',
        paragraphs: [
          'Issue orders by voice, drive him with the Roboshift app or program new battle routines in the built-in editor. Megatron answers in character, so every interaction sounds as menacing as it looks.',
        ],
      },
    ],
  },
  buzzLightyearSpaceRangerAlpha: {
    name: 'Buzz Lightyear Space Ranger Alpha',
    tagline: 'The Space Ranger Alpha suit, ready for your command.',
    description:
      'Buzz Lightyear Space Ranger Alpha brings the Alpha suit to life with voice interaction, app control and expressive motion designed for collectors and young rangers alike.',
    alt: 'Buzz Lightyear Space Ranger Alpha robot in his armoured Alpha suit, standing in a ready pose',
    keywords: [
      'Buzz Lightyear Space Ranger Alpha',
      'Lightyear robot',
      'Space Ranger',
      'interactive collectible',
      'Roboshift',
    ],
    sections: [
      {
        heading: 'Suited Up for Adventure',
        paragraphs: [
          'The Space Ranger Alpha suit is recreated with rugged armour plating, mission markings and glowing accents. It is a striking display piece that looks ready to launch at any moment.',
        ],
      },
      {
        heading: 'Interactive Missions',
        paragraphs: [
          'Buzz responds to your voice with movements, sound effects and lines that set up your next mission. Ask him to walk, salute or scan the area and he jumps into action.',
        ],
      },
      {
        heading: 'Create With the App',
        paragraphs: [
          'Connect to the Roboshift app to control Buzz in real time and design your own action sequences. Kids can learn the basics of programming while collectors fine-tune the perfect display pose.',
        ],
      },
    ],
  },
  grimlockG1Flagship: {
    name: 'Grimlock G1 Flagship',
    tagline: 'Me Grimlock. Me transform all by myself.',
    description:
      'Grimlock G1 Flagship converts automatically between robot and T. rex modes and speaks over 150 phrases in the voice of the legendary Dinobot leader.',
    alt: 'Grimlock G1 Flagship robot in T. rex mode, grey and gold armour with jaws open',
    keywords: ['Grimlock G1 Flagship', 'Dinobot', 'Transformers Grimlock', 'T. rex robot', 'Roboshift'],
    sections: [
      {
        heading: 'Dinobot Power, Automated',
        paragraphs: [
          'Grimlock shifts from a towering robot to a roaring T. rex without a single manual step. His tail, jaws and armour move in a precise sequence that faithfully recreates the G1 design.',
        ],
      },
      {
        heading: 'Over 150 Phrases',
        paragraphs: [
          'With over 150 phrases, Grimlock has plenty to say, from battle cries to the blunt one-liners fans love. Combine his voice with dino stomps and roars for scenes full of personality.',
        ],
      },
      {
        heading: 'Built for Collectors',
        paragraphs: [
          'Rich G1 detailing, premium finishes and a commanding display stance make Grimlock a highlight of any collection. The Roboshift app adds remote control, programmable routines and free firmware updates.',
        ],
      },
    ],
  },
  bumblebeeG1Performance: {
    name: 'Bumblebee G1 Performance',
    tagline: 'Classic G1 Bumblebee, tuned for performance.',
    description:
      'Bumblebee G1 Performance captures the original animated design with automatic transformation, lively animations and voice-controlled play at an accessible size.',
    alt: 'Bumblebee G1 Performance robot in robot mode, classic yellow G1 design with blue eyes',
    keywords: [
      'Bumblebee G1 Performance',
      'G1 Bumblebee',
      'Transformers robot',
      'automatic transformation',
      'Roboshift',
    ],
    sections: [
      {
        heading: 'Pure G1 Style',
        paragraphs: [
          'Rounded yellow panels, a friendly face and classic Autobot styling make this Bumblebee instantly recognisable to fans of the original series. He looks as good on the shelf as he does in action.',
        ],
      },
      {
        heading: 'Performance Series Motion',
        paragraphs: [
          'The Performance series focuses on fluid movement and expressive animation. Bumblebee converts to his compact car mode automatically and performs dances, gestures and poses on command.',
        ],
      },
      {
        heading: 'Easy to Control',
        paragraphs: [
          'Use your voice for quick commands or open the Roboshift app for full remote control and custom routines. Firmware updates delivered through the app keep adding new tricks over time.',
        ],
      },
    ],
  },
  optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: {
    name: 'Optimus Prime Rise of the Beasts Signature Limited Edition',
    tagline: 'A limited edition tribute to Transformers: Rise of the Beasts.',
    description:
      'The Optimus Prime Rise of the Beasts Signature Limited Edition brings the film design to life with automatic transformation, premium finishes and collector-grade packaging.',
    alt: 'Optimus Prime Rise of the Beasts Signature Limited Edition robot in robot mode, battle-worn red and blue armour',
    keywords: [
      'Optimus Prime Rise of the Beasts',
      'Signature Limited Edition',
      'Transformers movie collectible',
      'limited edition robot',
      'Roboshift',
    ],
    sections: [
      {
        heading: 'Inspired by the Movie',
        paragraphs: [
          'This Optimus Prime follows his look from Transformers: Rise of the Beasts, with layered armour, weathered details and a heroic silhouette. It is built for fans who want the big-screen Optimus on their shelf.',
        ],
      },
      {
        heading: 'A True Signature Piece',
        paragraphs: [
          'As a Signature Limited Edition, each unit is produced in limited quantities and presented in premium packaging designed for display. It is a centrepiece for serious collectors and a memorable gift.',
        ],
      },
      {
        heading: 'Intelligent Inside',
        paragraphs: [
          'Beneath the movie styling is the full Roboshift experience: hands-free transformation, voice commands and app control. Program your own scenes or relive iconic moments at the touch of a button.',
        ],
      },
    ],
  },
  eliteOptimusPrime: {
    name: 'Elite Optimus Prime',
    tagline: 'Prime performance in a more compact design.',
    description:
      'Elite Optimus Prime delivers automatic robot-to-truck transformation, voice interaction and app programming in a streamlined size that fits any display.',
    alt: 'Elite Optimus Prime robot in robot mode, red and blue armour with silver details',
    keywords: [
      'Elite Optimus Prime',
      'Optimus Prime robot',
      'Transformers collectible',
      'voice control robot',
      'Roboshift',
    ],
    sections: [
      {
        heading: 'The Elite Experience',
        paragraphs: [
          'Elite Optimus Prime brings the essential Roboshift features into a more compact form. He transforms automatically, walks and gestures, and carries the proud look of the Autobot leader.',
        ],
      },
      {
        heading: 'Speaks and Listens',
        paragraphs: [
          'Give voice commands to transform, move or pose, and Optimus answers with authentic sound and speech. It makes everyday interaction feel natural, whether you are playing or showing him off to friends.',
        ],
      },
      {
        heading: 'Better With AI Base',
        paragraphs: [
          'Pair Elite Optimus Prime with the AI Base to create a dedicated display stage with extra interactive features. The Roboshift app ties it all together with remote control, routines and updates.',
        ],
      },
    ],
  },
  k1ProInterstellarScout: {
    name: 'K1 Pro Interstellar Scout',
    tagline: 'The advanced scout for ambitious young coders.',
    description:
      'K1 Pro Interstellar Scout builds on K1 with more advanced programming modes and richer interaction, giving kids room to grow from first blocks to real coding logic.',
    alt: 'K1 Pro Interstellar Scout educational robot in a walking pose, white and silver body',
    keywords: ['K1 Pro Interstellar Scout', 'programmable robot', 'STEM education', 'kids coding', 'Roboshift'],
    sections: [
      {
        heading: 'More Power for Learning',
        paragraphs: [
          'K1 Pro adds more advanced programming options on top of everything K1 can do. Young coders can move from graphical blocks to more detailed control over movement, sound and behaviour.',
        ],
      },
      {
        heading: 'Classroom and Home Ready',
        paragraphs: [
          'Guided lessons in the app make K1 Pro a great fit for home learning, coding clubs and classrooms. Teachers and parents can follow progress as kids complete new challenges.',
        ],
      },
      {
        heading: 'Interactive by Design',
        paragraphs: [
          'Voice commands, expressive motion and playful sound effects keep kids engaged. When the lesson ends, K1 Pro is ready to dance, explore and entertain.',
        ],
      },
    ],
  },
  eliteOptimusPrimeAiBase: {
    name: 'Elite Optimus Prime + AI Base Bundle',
    tagline: 'Optimus Prime and his smart stage, together in one box.',
    description:
      'The Elite Optimus Prime + AI Base Bundle pairs the auto-transforming Elite Optimus Prime with the AI Base display accessory for the complete interactive showcase.',
    alt: 'Elite Optimus Prime robot standing on the AI Base display accessory with a glowing light ring',
    keywords: [
      'Elite Optimus Prime + AI Base Bundle',
      'Optimus Prime bundle',
      'AI Base',
      'Transformers gift',
      'Roboshift',
    ],
    sections: [
      {
        heading: 'Everything in One Bundle',
        paragraphs: [
          'Get Elite Optimus Prime and the AI Base together and set up your showcase in minutes. It is the easiest way to enjoy the full interactive experience from day one.',
        ],
      },
      {
        heading: 'A Stage Fit for a Leader',
        paragraphs: [
          'Optimus looks his best on the AI Base, with lighting that highlights his armour. Together they unlock additional interactive scenes and voice-triggered moments.',
        ],
      },
      {
        heading: 'The Ideal Gift',
        paragraphs: [
          'For Transformers fans, collectors and young tech enthusiasts, this bundle makes a memorable gift. Both products update through the Roboshift app, so the fun keeps growing.',
        ],
      },
    ],
  },
};

/** British-English pages shared by uk and eu. */
export const britishPages: Record<string, PageCopy> = {
  manuals: {
    title: 'Manuals & Downloads',
    description:
      'Download quick start guides, user manuals and safety information for every Roboshift robot and accessory.',
    keywords: ['Roboshift manuals', 'user manual', 'quick start guide', 'safety information', 'download centre'],
    heading: 'Manuals & Downloads',
    intro:
      'Find the quick start guide, full user manual and safety information for your Roboshift product, all available as free PDF downloads.',
    sections: [
      {
        heading: 'Finding the Right Document',
        paragraphs: [
          'Select your product from the list, then choose the document you need. The quick start guide covers unboxing and first set-up, while the user manual explains every feature in detail.',
        ],
      },
      {
        heading: 'Before You Start',
        paragraphs: [
          'Some features described in the manuals need the latest firmware. Open the Roboshift app and check for updates before you begin, and keep the safety information to hand for future reference.',
        ],
      },
    ],
  },
  'product-registration': {
    title: 'Product Registration',
    description:
      'Register your Roboshift robot to make warranty claims easier, receive firmware news and get faster help from our support team.',
    keywords: ['Roboshift product registration', 'register robot', 'warranty registration', 'serial number'],
    heading: 'Register Your Product',
    intro: 'Registering your robot only takes a few minutes and helps us support you quickly if you ever need us.',
    sections: [
      {
        heading: "What You'll Need",
        paragraphs: [
          "Please have your serial number, date of purchase and the name of the retailer to hand. You'll find the serial number on the product label and on the box.",
        ],
      },
      {
        heading: 'Why Register?',
        paragraphs: [
          'Registered owners receive important product and firmware notices, and our team can confirm warranty cover straight away when you get in touch. Registration does not affect your statutory rights.',
        ],
      },
    ],
  },
};

export const englishCountdown: RegionCopy['countdown'] = {
  title: 'Halloween Sale ends in',
  button: 'Shop Now',
};
export const englishManualKinds: RegionCopy['manualKinds'] = {
  quickStart: 'Quick Start Guide',
  safety: 'Safety Information',
  userManual: 'User Manual',
  download: 'Download',
};
export const britishLabels: RegionCopy['labels'] = {
  buy: 'Buy Now',
  preOrder: 'Pre-order',
  learnMore: 'Learn More',
  unlcokSoon: 'Unlocking Soon',
  save: 'Save',
  off: 'OFF',
  soldOut: 'Sold Out',
  watchVideo: 'Watch Video',
  time: {
    days: 'Days',
    hours: 'Hours',
    minutes: 'Minutes',
    seconds: 'Seconds',
  },
};
