import { chooseYourRegionPage, englishCountdown, englishManualKinds, englishProducts } from './english';
import type { RegionCopy } from './types';

export const copy: RegionCopy = {
  countryLabel: 'United States - English',
  copyright: '© 2025 Roboshift. All rights reserved.',
  companyAddress: ['Roboshift Inc.', '880 Gearwright Avenue, Suite 300', 'San Jose, CA 95112', 'United States'],
  paymentText: 'Pay in 12 monthly installments with PayPal or Klarna',
  subscribe: {
    title: 'Join the Roboshift Insider List',
    describe: 'Get launch news, exclusive offers and firmware tips delivered straight to your inbox.',
    placeholder: 'Enter your email address',
    button: 'Subscribe',
    invalid: 'Incorrect email address format.',
    success: 'Thanks for subscribing! Check your inbox to confirm your email.',
  },
  labels: {
    buy: 'Buy Now',
    preOrder: 'Pre-Order',
    learnMore: 'Learn More',
    unlcokSoon: 'Unlocking Soon',
    save: 'Save',
    off: 'OFF',
    soldOut: 'Sold Out',
    watchVideo: 'Watch Video',
    time: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
  },
  nav: {
    products: 'Products',
    robots: 'Robots',
    education: 'Education',
    accessories: 'Accessories',
    support: 'Support',
    about: 'About',
    whereToBuy: 'Where to Buy',
    contactUs: 'Contact Us',
    manuals: 'Manuals',
    faq: 'FAQ',
    productRegistration: 'Product Registration',
    returnManufacturer: 'Return to Manufacturer',
    aboutUs: 'About Us',
    news: 'News',
    afterSaleService: 'After-Sales Service',
    warranty: 'Warranty',
    shippingPolicy: 'Shipping Policy',
    hub: 'Roboshift Hub',
    applyWholesale: 'Apply for a Wholesale Account',
    halloween: 'Halloween Sale',
    blackFriday: 'Black Friday',
    christmasSale: 'Christmas Sale',
    chooseRegion: 'Choose Your Region',
    downloadCenter: 'Download Center',
    cookies: 'Cookie Policy',
    privacy: 'Privacy Policy',
    terms: 'Terms of Use',
  },
  textBanner: 'The toy revolution arrives on September 25. Be the first to know.',
  countdown: englishCountdown,
  halloween: {
    homeTitle: 'Halloween Sale | Roboshift',
    homeDescription:
      'Our Halloween Sale is on: treat yourself to transforming collectible robots from Roboshift, from Flagship Bumblebee to Grimlock, at our best seasonal offers.',
    offer: 'Up to $278 off plus free shipping',
  },
  manualKinds: englishManualKinds,
  products: {
    ...englishProducts,
    flagshipBumblebee: {
      name: 'Flagship Bumblebee',
      tagline: 'The Autobot scout, fully automatic and ready to roll.',
      description:
        'Flagship Bumblebee converts from robot to car on command, responds to your voice and performs authentic moves straight from the Transformers universe.',
      alt: 'Flagship Bumblebee robot standing in robot mode, yellow armor with black accents',
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
            'Flagship Bumblebee recognizes a library of voice commands for walking, waving, transforming and more. He answers with sound effects and lines that bring the loyal Autobot scout to life in your living room.',
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
            'From his helmet to his wrist communicator, Buzz features 20+ movie-accurate details that fans will recognize instantly. His wings deploy on command and his lights glow just like they do on screen.',
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
      alt: 'Flagship Megatron robot standing in robot mode, silver armor with fusion cannon on his arm',
      keywords: [
        'Flagship Megatron',
        'Transformers Megatron',
        'Decepticon robot',
        'auto-transforming tank',
        'Roboshift',
      ],
      sections: [
        {
          heading: 'Command Presence',
          paragraphs: [
            'Flagship Megatron stands tall in gleaming silver armor, every detail sculpted to honor the classic Decepticon leader. His fusion cannon and battle-ready stance make him the centerpiece of any Transformers display.',
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
      alt: 'Buzz Lightyear Space Ranger Alpha robot in his armored Alpha suit, standing in a ready pose',
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
            'The Space Ranger Alpha suit is recreated with rugged armor plating, mission markings and glowing accents. It is a striking display piece that looks ready to launch at any moment.',
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
      alt: 'Grimlock G1 Flagship robot in T. rex mode, gray and gold armor with jaws open',
      keywords: ['Grimlock G1 Flagship', 'Dinobot', 'Transformers Grimlock', 'T. rex robot', 'Roboshift'],
      sections: [
        {
          heading: 'Dinobot Power, Automated',
          paragraphs: [
            'Grimlock shifts from a towering robot to a roaring T. rex without a single manual step. His tail, jaws and armor move in a precise sequence that faithfully recreates the G1 design.',
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
    flagshipOptimusPrime: {
      name: 'Flagship Optimus Prime',
      tagline: 'The leader of the Autobots, engineered to transform on command.',
      description:
        'Flagship Optimus Prime combines 27 servos and over 5,000 parts to convert automatically from robot to truck, with voice commands and app control built in.',
      alt: 'Flagship Optimus Prime robot standing in robot mode, red and blue armor, facing forward',
      keywords: [
        'Flagship Optimus Prime',
        'Transformers Optimus Prime',
        'auto-converting robot',
        '27 servos',
        'Roboshift',
      ],
      sections: [
        {
          heading: 'Engineering Worthy of a Prime',
          paragraphs: [
            'Inside Flagship Optimus Prime, 27 servos and over 5,000 parts work together to deliver smooth, lifelike motion. The result is a collectible that moves with the confidence of the Autobot leader himself.',
          ],
        },
        {
          heading: 'Robot to Truck in Seconds',
          paragraphs: [
            'Say "Optimus Prime, transform" and watch the classic cab-over truck take shape before your eyes. He can roll forward in vehicle mode, then convert back and stand ready for your next order.',
          ],
        },
        {
          heading: 'Voice, App and Programming',
          paragraphs: [
            'Optimus responds to voice commands and speaks in his unmistakable tone. In the Roboshift app you can drive him remotely, trigger preset actions and build custom programs with an intuitive editor.',
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
            'Rounded yellow panels, a friendly face and classic Autobot styling make this Bumblebee instantly recognizable to fans of the original series. He looks as good on the shelf as he does in action.',
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
      alt: 'Optimus Prime Rise of the Beasts Signature Limited Edition robot in robot mode, battle-worn red and blue armor',
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
            'This Optimus Prime follows his look from Transformers: Rise of the Beasts, with layered armor, weathered details and a heroic silhouette. It is built for fans who want the big-screen Optimus on their shelf.',
          ],
        },
        {
          heading: 'A True Signature Piece',
          paragraphs: [
            'As a Signature Limited Edition, each unit is produced in limited quantities and presented in premium packaging designed for display. It is a centerpiece for serious collectors and a memorable gift.',
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
      alt: 'Elite Optimus Prime robot in robot mode, red and blue armor with silver details',
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
            'K1 Pro adds more advanced programming options on top of everything K1 can do. Young coders can move from graphical blocks to more detailed control over movement, sound and behavior.',
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
    interstellarAgentT9: {
      name: 'Interstellar Agent T9-E',
      tagline: 'A transforming agent from beyond the stars.',
      description:
        'Interstellar Agent T9-E transforms automatically between robot and sports car, follows your voice commands and can be programmed through the Roboshift app.',
      alt: 'Interstellar Agent T9-E robot in robot mode, sleek metallic body with blue light accents',
      keywords: ['Interstellar Agent T9-E', 'T9 robot', 'transforming robot car', 'programmable robot', 'Roboshift'],
      sections: [
        {
          heading: 'Agent on a Mission',
          paragraphs: [
            'T9-E is an original Roboshift design with a futuristic, streamlined look. It shifts between a walking robot and a low-slung sports car automatically, ready for any mission you dream up.',
          ],
        },
        {
          heading: 'Follows Your Lead',
          paragraphs: [
            'Use voice commands to transform, drive and perform actions, or take direct control in the app. T9-E reacts quickly, making it as fun for kids as it is for grown-up tech fans.',
          ],
        },
        {
          heading: 'Program New Tricks',
          paragraphs: [
            'The programming editor lets you record moves, chain actions and design custom routines. It is a great introduction to robotics and coding wrapped in an exciting transforming toy.',
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
            'Optimus looks his best on the AI Base, with lighting that highlights his armor. Together they unlock additional interactive scenes and voice-triggered moments.',
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
  },
  pages: {
    'choose-your-region': chooseYourRegionPage,
    '': {
      title: 'Roboshift | Transforming Collectible Robots',
      description:
        'Roboshift makes intelligent, auto-transforming collectible robots: Transformers, Toy Story and educational robots that respond to your voice and connect to an app.',
      keywords: [
        'Roboshift',
        'transforming robots',
        'collectible robots',
        'Transformers robot',
        'Optimus Prime robot',
        'Bumblebee robot',
      ],
      heading: 'Robots That Transform Themselves',
      intro:
        'Meet the Roboshift lineup: licensed Transformers and Toy Story heroes, educational robots and accessories that transform automatically, respond to your voice and come alive in the Roboshift app.',
      sections: [
        {
          heading: 'Legends, Reimagined',
          paragraphs: [
            'From Flagship Optimus Prime and Megatron to Grimlock and Buzz Lightyear, every Roboshift robot is designed to look and move like the character you love. Say the word and they transform, walk and speak.',
          ],
        },
        {
          heading: 'Learning and Play',
          paragraphs: [
            'Our K1 Interstellar Scout robots turn coding into an adventure for kids, while the Mini Robot line brings Roboshift technology to a compact, playful size.',
          ],
        },
      ],
    },
    'black-friday': {
      title: 'Black Friday Sale',
      description:
        'Shop the Roboshift Black Friday Sale for limited-time offers on transforming collectible robots, educational robots and accessories.',
      keywords: [
        'Roboshift Black Friday',
        'robot deals',
        'Transformers robot sale',
        'holiday gifts',
        'collectible robots',
      ],
      heading: 'Black Friday Sale',
      intro:
        'Our biggest event of the year is here. Enjoy limited-time savings across the Roboshift lineup while stocks last.',
      sections: [
        {
          heading: 'Deals Across the Lineup',
          paragraphs: [
            'Black Friday offers cover flagship Transformers robots, Toy Story heroes, educational K1 robots and accessories like the AI Base. Look for the sale badge on each product to see the current offer.',
          ],
        },
        {
          heading: 'Shop Early',
          paragraphs: [
            'Popular models can sell out quickly during the sale. Sign up for our newsletter to get notified the moment new deals go live.',
          ],
        },
      ],
    },
    'christmas-sale': {
      title: 'Christmas Sale',
      description:
        'Find the perfect holiday gift in the Roboshift Christmas Sale, with seasonal offers on auto-transforming robots and coding robots for kids.',
      keywords: ['Roboshift Christmas Sale', 'robot gifts', 'holiday sale', 'Transformers gifts', 'kids coding robot'],
      heading: 'Christmas Sale',
      intro:
        'Make this holiday season unforgettable with a robot that transforms itself. Discover festive offers on gifts for collectors, fans and young coders.',
      sections: [
        {
          heading: 'Gifts for Everyone',
          paragraphs: [
            'Collectors will love the flagship Transformers robots, families will enjoy Buzz Lightyear, and the K1 Interstellar Scout makes learning to code a gift that keeps on giving.',
          ],
        },
        {
          heading: 'Order in Time for the Holidays',
          paragraphs: [
            'Check the delivery estimate at checkout to make sure your order arrives before the holidays. Offers run for a limited time and while supplies last.',
          ],
        },
      ],
    },
    'where-to-buy': {
      title: 'Where to Buy',
      description:
        'Find authorized Roboshift retailers in the United States and buy genuine transforming robots with full warranty support.',
      keywords: ['where to buy Roboshift', 'authorized retailers', 'Roboshift stores', 'buy transforming robot'],
      heading: 'Where to Buy',
      intro:
        'Buy Roboshift robots from our official online store or from one of our authorized retailers across the United States.',
      sections: [
        {
          heading: 'Why Choose an Authorized Retailer',
          paragraphs: [
            'Authorized retailers sell genuine Roboshift products that qualify for our limited warranty and official after-sales service. Products from unauthorized sellers may be counterfeit, used or missing accessories.',
          ],
        },
        {
          heading: 'Buying Online',
          paragraphs: [
            'Our official store ships directly to you and offers flexible payment options. Partner retailers listed on this page also sell online and in store.',
          ],
        },
      ],
    },
    manuals: {
      title: 'Manuals & Downloads',
      description:
        'Download quick start guides, user manuals and safety information for every Roboshift robot and accessory.',
      keywords: ['Roboshift manuals', 'user manual', 'quick start guide', 'safety information', 'download center'],
      heading: 'Manuals & Downloads',
      intro:
        'Find the quick start guide, full user manual and safety information for your Roboshift product. All documents are available as free PDF downloads.',
      sections: [
        {
          heading: 'Finding Your Manual',
          paragraphs: [
            'Choose your product from the list and select the document you need. The quick start guide covers unboxing and first setup, while the user manual explains every feature in detail.',
          ],
        },
        {
          heading: 'Keep Your Robot Up to Date',
          paragraphs: [
            'Some features described in the manuals require the latest firmware. Open the Roboshift app and check for updates before you begin.',
          ],
        },
      ],
    },
    'product-registration': {
      title: 'Product Registration',
      description:
        'Register your Roboshift robot to activate warranty support, receive firmware news and get faster help from our support team.',
      keywords: ['Roboshift product registration', 'register robot', 'warranty registration', 'serial number'],
      heading: 'Register Your Product',
      intro: 'Registering your robot takes just a few minutes and helps us support you faster if you ever need help.',
      sections: [
        {
          heading: 'What You Will Need',
          paragraphs: [
            'Have your product serial number, the date of purchase and the name of the store you bought from ready. The serial number is printed on the product label and on the packaging.',
          ],
        },
        {
          heading: 'Benefits of Registering',
          paragraphs: [
            'Registered owners receive important product and firmware notices, and our support team can verify warranty coverage quickly when you contact us.',
          ],
        },
      ],
    },
    'return-manufacturer': {
      title: 'Return to Manufacturer',
      description:
        'Request a repair or return of your Roboshift product directly with the manufacturer under our limited warranty.',
      keywords: ['Roboshift return', 'RMA', 'robot repair', 'warranty service', 'return to manufacturer'],
      heading: 'Return to Manufacturer',
      intro:
        'If your robot needs repair, submit a return request and our service team will guide you through the process.',
      sections: [
        {
          heading: 'How It Works',
          paragraphs: [
            'Fill out the form with your contact details, serial number, proof of purchase and a description of the issue. Our team will review your request and reply with a return authorization and shipping instructions.',
            'Please do not send any product without a return authorization, as it may delay your repair.',
          ],
        },
        {
          heading: 'Before You Submit',
          paragraphs: [
            'Many issues can be solved by charging fully, updating the firmware or resetting the robot. Check the FAQ and manuals first, or contact technical support for help.',
          ],
        },
      ],
    },
    support: {
      title: 'Support',
      description:
        'Get help with your Roboshift robot: setup guides, FAQs, manuals, warranty service and contact options for our support team.',
      keywords: ['Roboshift support', 'robot help', 'customer service', 'warranty', 'troubleshooting'],
      heading: 'How Can We Help?',
      intro:
        'Whether you are setting up your first robot or need a repair, our support resources and team are here to help.',
      sections: [
        {
          heading: 'Self-Help Resources',
          paragraphs: [
            'Browse the FAQ for quick answers, download manuals for step-by-step instructions and keep your robot up to date through the Roboshift app.',
          ],
        },
        {
          heading: 'Contact Our Team',
          paragraphs: [
            'Still need help? Reach our technical support team through the contact form. Include your serial number and a short video of the issue if possible so we can help faster.',
          ],
        },
        {
          heading: 'Warranty and Repairs',
          paragraphs: [
            'Products bought from Roboshift or an authorized retailer are covered by our limited warranty. Register your product and use the Return to Manufacturer form if a repair is needed.',
          ],
        },
      ],
    },
    faq: {
      title: 'Frequently Asked Questions',
      description:
        'Answers to common questions about Roboshift robots: charging, app pairing, voice commands, warranty, firmware updates and shipping.',
      keywords: ['Roboshift FAQ', 'robot questions', 'app pairing', 'voice commands', 'firmware update'],
      heading: 'Frequently Asked Questions',
      intro:
        'Find quick answers to the most common questions about setting up, using and caring for your Roboshift robot.',
    },
    account: {
      title: 'My Account',
      description: 'Manage your Roboshift account, profile, orders and preferences.',
      keywords: ['Roboshift account', 'my account', 'order history', 'track order'],
      heading: 'My Account',
      intro: 'Manage your profile, view order history, track shipments and update account preferences.',
    },
    'cookies-policy': {
      title: 'Cookie Policy',
      description:
        'Learn how Roboshift uses cookies and similar technologies on its website and how you can manage your preferences.',
      keywords: ['Roboshift cookie policy', 'cookies', 'tracking technologies', 'privacy choices'],
      heading: 'Cookie Policy',
      intro: 'This policy explains which cookies we use, why we use them and how you can control them.',
    },
    'privacy-policy': {
      title: 'Privacy Policy',
      description:
        'Read how Roboshift collects, uses and protects your personal information, including your rights under the CCPA.',
      keywords: ['Roboshift privacy policy', 'personal information', 'CCPA', 'data protection'],
      heading: 'Privacy Policy',
      intro:
        'Your privacy matters to us. This policy describes how we handle your personal information and the choices you have.',
    },
    'terms-use': {
      title: 'Terms of Use',
      description: 'The terms and conditions that govern your use of the Roboshift website, app and online store.',
      keywords: ['Roboshift terms of use', 'terms and conditions', 'website terms', 'legal'],
      heading: 'Terms of Use',
      intro: 'Please read these terms carefully before using our website, app or online store.',
    },
    'technical-support': {
      title: 'Contact Us',
      description:
        'Contact Roboshift technical support for help with setup, app pairing, firmware updates and troubleshooting.',
      keywords: ['Roboshift contact', 'technical support', 'customer service', 'robot troubleshooting'],
      heading: 'Contact Us',
      intro:
        'Our technical support team is ready to help. Send us a message and we will get back to you by email as soon as possible.',
      sections: [
        {
          heading: 'Help Us Help You',
          paragraphs: [
            'Please include your product name, serial number, app version and a clear description of the problem. Photos or a short video of the issue make troubleshooting much faster.',
          ],
        },
        {
          heading: 'Order Questions',
          paragraphs: [
            'For questions about an existing order, include your order number. You can also track shipments and view order details from My Account.',
          ],
        },
      ],
    },
    'apply-wholesale-account': {
      title: 'Apply for a Wholesale Account',
      description:
        'Become an authorized Roboshift retailer. Apply for a wholesale account to stock transforming robots in your store.',
      keywords: ['Roboshift wholesale', 'become a retailer', 'dealer application', 'B2B'],
      heading: 'Apply for a Wholesale Account',
      intro:
        'Interested in carrying Roboshift in your store? Tell us about your business and our partnerships team will be in touch.',
      sections: [
        {
          heading: 'Who Can Apply',
          paragraphs: [
            'We work with toy and hobby stores, collectible shops, electronics retailers and education suppliers. Both brick-and-mortar and online businesses are welcome to apply.',
          ],
        },
        {
          heading: 'What Happens Next',
          paragraphs: [
            'After you submit the form, our team reviews your application and contacts you to discuss product range, ordering and marketing support.',
          ],
        },
      ],
    },
    login: {
      title: 'Sign In',
      description: 'Sign in to your Roboshift account to view orders, track shipments and manage your profile.',
      keywords: ['Roboshift login', 'sign in', 'customer account'],
      heading: 'Sign In',
      intro: 'Welcome back. Sign in with your email address and password to access your account.',
    },
    'login/register': {
      title: 'Create an Account',
      description: 'Create a Roboshift account for faster checkout, order tracking and product news.',
      keywords: ['Roboshift register', 'create account', 'sign up'],
      heading: 'Create an Account',
      intro: 'Join Roboshift for faster checkout, easy order tracking and early access to launches and offers.',
    },
    'login/reset': {
      title: 'Reset Your Password',
      description: 'Reset the password for your Roboshift account.',
      keywords: ['Roboshift password reset', 'forgot password', 'account recovery'],
      heading: 'Reset Your Password',
      intro: 'Enter the email address linked to your account and we will send you a link to create a new password.',
    },
  },
  legal: {
    cookies: {
      title: 'Cookie Policy',
      updated: '2025-09-01',
      sections: [
        {
          heading: 'What Are Cookies?',
          paragraphs: [
            'Cookies are small text files stored on your device when you visit a website. We and our partners also use similar technologies such as pixels and local storage, which this policy refers to collectively as cookies.',
          ],
        },
        {
          heading: 'Cookies We Use',
          paragraphs: [
            'Strictly necessary cookies keep the site secure, remember your region and power the shopping cart and checkout. Performance cookies help us understand how visitors use the site so we can improve it.',
            'Advertising cookies, set by us or our partners, help us show relevant Roboshift ads on other websites and measure their effectiveness.',
          ],
        },
        {
          heading: 'Your Choices',
          paragraphs: [
            'You can manage optional cookies at any time through the cookie settings link in the site footer. Most browsers also let you block or delete cookies, although some parts of the site may not work properly without them.',
          ],
        },
        {
          heading: 'Do Not Sell or Share and Global Privacy Control',
          paragraphs: [
            'Some advertising cookies may be considered a "sale" or "sharing" of personal information under California law. You can opt out using the "Do Not Sell or Share My Personal Information" link, and we honor Global Privacy Control signals sent by your browser.',
          ],
        },
        {
          heading: 'Contact',
          paragraphs: [
            'If you have questions about our use of cookies, contact us at the address shown in the footer of this site.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      updated: '2025-09-01',
      sections: [
        {
          heading: 'Information We Collect',
          paragraphs: [
            'We collect information you give us, such as your name, email address, shipping address and order details, as well as information collected automatically when you use our website and app, such as device identifiers, usage data and product diagnostics.',
          ],
        },
        {
          heading: 'How We Use Your Information',
          paragraphs: [
            'We use personal information to process orders, provide customer and warranty support, deliver firmware updates, send marketing messages you have agreed to receive, keep our services secure and comply with legal obligations.',
          ],
        },
        {
          heading: 'Sharing Your Information',
          paragraphs: [
            'We share information with service providers that help us run our business, such as payment processors, shipping carriers and hosting providers, under contracts that limit their use of your data. We may also disclose information when required by law.',
          ],
        },
        {
          heading: 'Your California Privacy Rights',
          paragraphs: [
            'If you are a California resident, the California Consumer Privacy Act (CCPA), as amended by the CPRA, gives you the right to know, access, correct and delete your personal information, to opt out of its sale or sharing and to limit the use of sensitive personal information. We will not discriminate against you for exercising these rights.',
            'To submit a request, use the contact options on our support page. We will verify your identity before responding.',
          ],
        },
        {
          heading: "Children's Privacy",
          paragraphs: [
            'Our website and store are intended for adults. We do not knowingly collect personal information from children without verifiable parental consent. Educational features in our app are designed to be used under parental supervision.',
          ],
        },
        {
          heading: 'Data Security and Retention',
          paragraphs: [
            'We use technical and organizational safeguards to protect your information and keep it only as long as needed for the purposes described in this policy or as required by law.',
          ],
        },
      ],
    },
    terms: {
      title: 'Terms of Use',
      updated: '2025-09-01',
      sections: [
        {
          heading: 'Acceptance of Terms',
          paragraphs: [
            'By accessing or using the Roboshift website, app or online store, you agree to these Terms of Use. If you do not agree, please do not use our services.',
          ],
        },
        {
          heading: 'Orders and Payment',
          paragraphs: [
            'All orders are subject to acceptance and product availability. Prices and promotions may change without notice, and we reserve the right to cancel orders affected by pricing errors or suspected fraud.',
          ],
        },
        {
          heading: 'Intellectual Property',
          paragraphs: [
            'All content on our services, including text, images, software and trademarks, is owned by Roboshift or its licensors. Transformers and Toy Story characters are used under license from their respective owners.',
          ],
        },
        {
          heading: 'Acceptable Use',
          paragraphs: [
            'You agree not to misuse our services, interfere with their operation, attempt unauthorized access or use them for any unlawful purpose.',
          ],
        },
        {
          heading: 'Limitation of Liability',
          paragraphs: [
            'To the fullest extent permitted by law, Roboshift is not liable for indirect, incidental or consequential damages arising from your use of our services. Nothing in these terms limits rights you have under applicable consumer protection laws.',
          ],
        },
        {
          heading: 'Governing Law',
          paragraphs: [
            'These terms are governed by the laws of the State of California, without regard to its conflict of law rules. Any disputes will be handled by the state or federal courts located in California, unless applicable law requires otherwise.',
          ],
        },
      ],
    },
  },
  faq: [
    {
      question: 'How do I charge my robot?',
      answer:
        'Use the charger included in the box and connect it to the charging port described in your quick start guide. The indicator light shows the charging status and changes once the battery is full. Always charge under adult supervision.',
    },
    {
      question: 'How do I pair my robot with the Roboshift app?',
      answer:
        'Download the Roboshift app, turn on Bluetooth on your phone or tablet and power on your robot. Open the app, tap "Add Device" and follow the on-screen instructions to connect.',
    },
    {
      question: 'Which voice commands does my robot understand?',
      answer:
        "Each robot comes with its own set of voice commands, such as transforming, walking and posing. You can find the full list in the user manual and in the app under your robot's settings. Speak clearly and start with the wake word.",
    },
    {
      question: 'What does the warranty cover?',
      answer:
        'Products bought from Roboshift or an authorized retailer are covered by our limited warranty against manufacturing defects. Register your product and keep your proof of purchase. Damage caused by misuse or unauthorized repairs is not covered.',
    },
    {
      question: 'How do I update the firmware?',
      answer:
        'When an update is available, the Roboshift app will notify you. Make sure your robot is charged and connected, then follow the prompts. Do not power off the robot or close the app during the update.',
    },
    {
      question: 'How long does shipping take?',
      answer:
        'Delivery times depend on your location and the shipping method you choose. You will see an estimate at checkout and receive a tracking link by email as soon as your order ships.',
    },
  ],
  retailers: [
    {
      name: 'Galaxy Toy Depot',
      city: 'New York, NY',
      address: '415 Brightwater Street, New York, NY 10013',
      url: 'https://galaxytoydepot.example/',
      phone: '(212) 555-0143',
    },
    {
      name: 'Cogwheel Collectibles',
      city: 'Chicago, IL',
      address: '2210 Lanternfield Avenue, Chicago, IL 60614',
      url: 'https://cogwheelcollectibles.example/',
      phone: '(312) 555-0178',
    },
    {
      name: 'Pacific Hobby Hangar',
      city: 'Los Angeles, CA',
      address: '781 Sunpeak Boulevard, Los Angeles, CA 90028',
      url: 'https://pacifichobbyhangar.example/',
      phone: '(323) 555-0126',
    },
    {
      name: 'Lone Star Robotics Outlet',
      city: 'Austin, TX',
      address: '96 Mesquite Ridge Road, Austin, TX 78704',
      url: 'https://lonestarrobotics.example/',
      phone: '(512) 555-0159',
    },
  ],
};
