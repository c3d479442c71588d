import {
  britishLabels,
  britishPages,
  britishProducts,
  chooseYourRegionPage,
  englishCountdown,
  englishManualKinds,
  englishProducts,
} from './english';
import type { RegionCopy } from './types';

export const copy: RegionCopy = {
  countryLabel: 'Europe - English',
  copyright: '© 2025 Roboshift. All rights reserved.',
  companyAddress: ['Roboshift Europe B.V.', 'Tandwielkade 18', '1013 AB Amsterdam', 'The Netherlands'],
  paymentText: 'Pay securely with PayPal',
  subscribe: {
    title: 'Stay in the Loop',
    describe: 'Subscribe for European launch news, members-only offers and the latest firmware updates.',
    placeholder: 'Your email address',
    button: 'Subscribe',
    invalid: 'Please enter a valid email address',
    success: "You're almost there! Please confirm your subscription using the link we've sent to your inbox.",
  },
  labels: britishLabels,
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
    faq: 'FAQs',
    productRegistration: 'Product Registration',
    returnManufacturer: 'Return to Manufacturer',
    aboutUs: 'About Us',
    news: 'News',
    afterSaleService: 'After-Sales Service',
    warranty: 'Warranty',
    shippingPolicy: 'Delivery Information',
    hub: 'Roboshift Hub',
    applyWholesale: 'Apply for a Wholesale Account',
    halloween: 'Halloween Sale',
    blackFriday: 'Black Friday',
    christmasSale: 'Christmas Sale',
    chooseRegion: 'Choose Your Region',
    downloadCenter: 'Download Centre',
    cookies: 'Cookie Policy',
    privacy: 'Privacy Policy',
    terms: 'Terms of Use',
  },
  textBanner: 'The toy revolution arrives on 25 September. Be the first to know.',
  countdown: englishCountdown,
  halloween: {
    homeTitle: 'Halloween Sale | Roboshift',
    homeDescription:
      'Halloween has arrived at Roboshift Europe: discover frightfully good seasonal offers on self-transforming robots, from Flagship Optimus Prime to Grimlock, for a limited time only.',
    offer: 'Frightfully good offers on selected robots',
  },
  manualKinds: englishManualKinds,
  products: {
    ...englishProducts,
    ...britishProducts,
    flagshipOptimusPrime: {
      name: 'Flagship Optimus Prime',
      tagline: 'The leader of the Autobots, engineered to transform on command.',
      description:
        'Flagship Optimus Prime combines 27 servos and over 5,000 parts to convert automatically from robot to truck, with voice commands and app control built in.',
      alt: 'Flagship Optimus Prime robot standing in robot mode, red and blue armour, facing forward',
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
  },
  pages: {
    'choose-your-region': chooseYourRegionPage,
    ...britishPages,
    '': {
      title: 'Roboshift | Transforming Collectible Robots',
      description:
        'Roboshift builds intelligent collectible robots that transform on their own: Transformers and Toy Story heroes plus coding robots for kids, delivered across Europe.',
      keywords: [
        'Roboshift',
        'transforming robots',
        'collectible robots',
        'Transformers robot Europe',
        'Optimus Prime robot',
        'Bumblebee robot',
      ],
      heading: 'Robots That Transform Themselves',
      intro:
        'Discover the Roboshift range: officially licensed Transformers and Toy Story characters, educational robots and accessories that transform automatically, listen to your voice and connect to the Roboshift app.',
      sections: [
        {
          heading: 'Legends on Your Shelf',
          paragraphs: [
            'From Flagship Optimus Prime and Megatron to Grimlock and Buzz Lightyear, every Roboshift robot is crafted to look and move like the character you love. Give the command and watch them transform, walk and speak.',
          ],
        },
        {
          heading: 'Play, Learn and Collect',
          paragraphs: [
            'The K1 Interstellar Scout robots make coding fun for children, the Mini Robot brings Roboshift technology to a pocket-sized format, and the AI Base gives your collection a stage worthy of it.',
          ],
        },
      ],
    },
    'black-friday': {
      title: 'Black Friday Sale',
      description:
        'Discover the Roboshift Black Friday Sale: limited-time offers on transforming collectible robots, coding robots and accessories, shipped across Europe.',
      keywords: [
        'Roboshift Black Friday',
        'robot deals Europe',
        'Transformers robot offers',
        'Christmas gifts',
        'collectible robots',
      ],
      heading: 'Black Friday Sale',
      intro:
        'Black Friday is here, and so are our best offers of the year. Save on selected Roboshift robots and accessories for a limited time only.',
      sections: [
        {
          heading: 'Offers Across the Range',
          paragraphs: [
            "This year's Black Friday offers cover flagship Transformers robots, Toy Story favourites, K1 coding robots and accessories such as the AI Base. Look for the offer badge on each product to see the current saving.",
          ],
        },
        {
          heading: 'Get Ahead of Christmas',
          paragraphs: [
            'Black Friday is the perfect time to tick off your Christmas list early. Popular models sell quickly, so sign up to our newsletter to hear the moment offers go live.',
          ],
        },
      ],
    },
    'christmas-sale': {
      title: 'Christmas Sale',
      description:
        'Find the perfect present in the Roboshift Christmas Sale, with festive offers on self-transforming robots and coding robots for children.',
      keywords: [
        'Roboshift Christmas Sale',
        'robot gifts Europe',
        'Christmas presents',
        'Transformers gifts',
        'coding robot for kids',
      ],
      heading: 'Christmas Sale',
      intro:
        'Make this Christmas one to remember with a robot that transforms itself. Browse festive offers on presents for collectors, fans and budding coders.',
      sections: [
        {
          heading: 'Presents for Everyone',
          paragraphs: [
            'Collectors will love the flagship Transformers robots, families will enjoy Buzz Lightyear, and the K1 Interstellar Scout makes learning to code a present that keeps on giving.',
          ],
        },
        {
          heading: 'Order in Time for Christmas',
          paragraphs: [
            'Delivery times vary between countries, so check the estimated delivery date at checkout to make sure your order arrives before the holidays. Offers are available for a limited time and while stocks last.',
          ],
        },
      ],
    },
    'where-to-buy': {
      title: 'Where to Buy',
      description:
        'Find authorised Roboshift retailers across Europe and buy genuine transforming robots with full warranty support.',
      keywords: [
        'where to buy Roboshift',
        'authorised retailers Europe',
        'Roboshift stockists',
        'buy transforming robot',
      ],
      heading: 'Where to Buy',
      intro:
        'Buy Roboshift robots from our official European online shop or from one of our authorised retail partners across the continent.',
      sections: [
        {
          heading: 'Why Buy From an Authorised Retailer',
          paragraphs: [
            "Authorised retailers sell genuine Roboshift products that are covered by our manufacturer's warranty and official after-sales service. Products bought from unauthorised sellers may be counterfeit, second-hand or missing accessories.",
          ],
        },
        {
          heading: 'In Store and Online',
          paragraphs: [
            'Many of our partners have demonstration models in store, so you can see a robot transform before you buy. Most also sell online and deliver within their country.',
          ],
        },
      ],
    },
    'return-manufacturer': {
      title: 'Return to Manufacturer',
      description:
        'Request a repair or return of your Roboshift product directly with the manufacturer under our warranty.',
      keywords: ['Roboshift returns', 'robot repair', 'warranty service', 'return to manufacturer'],
      heading: 'Return to Manufacturer',
      intro:
        'If your robot needs a repair, submit a return request and our European service team will guide you through the process.',
      sections: [
        {
          heading: 'How It Works',
          paragraphs: [
            'Complete the form with your contact details, serial number, proof of purchase and a description of the fault. Our team will review your request and email you a returns reference with instructions for sending the product.',
            "Please don't send a product to us without a returns reference, as this may delay your repair.",
          ],
        },
        {
          heading: 'Before You Submit',
          paragraphs: [
            'Many issues can be fixed by fully charging the robot, updating its firmware or resetting it. Please check the manuals and FAQs first.',
          ],
        },
        {
          heading: 'Your Statutory Rights',
          paragraphs: [
            "Our manufacturer's warranty is in addition to the legal guarantee of conformity you have under EU consumer law. If you bought from a retailer, you can also contact them directly about a faulty product.",
          ],
        },
      ],
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
            'Cookies are small text files placed on your device when you visit a website. We also use similar technologies, such as pixels and local storage, which this policy refers to collectively as cookies.',
          ],
        },
        {
          heading: 'How We Use Cookies',
          paragraphs: [
            'Strictly necessary cookies keep the site secure, remember your region and make the basket and checkout work. With your consent, we also use analytics cookies to understand how the site is used and marketing cookies to show you relevant Roboshift adverts elsewhere online.',
          ],
        },
        {
          heading: 'Your Consent',
          paragraphs: [
            'In line with the ePrivacy Directive and the General Data Protection Regulation (GDPR), we only set non-essential cookies once you have agreed to them in our cookie banner. You can change or withdraw your consent at any time through the cookie settings link in the footer.',
          ],
        },
        {
          heading: 'Managing Cookies in Your Browser',
          paragraphs: [
            'Most browsers let you block or delete cookies. If you block strictly necessary cookies, parts of the site, such as the checkout, may not work properly.',
          ],
        },
        {
          heading: 'Contact Us',
          paragraphs: [
            'If you have any questions about our use of cookies, please contact us using the details in our Privacy Policy.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      updated: '2025-09-01',
      sections: [
        {
          heading: 'Who We Are',
          paragraphs: [
            'Roboshift Europe B.V., based in Amsterdam, is the data controller for personal data collected through this website and our European online shop. We process personal data in accordance with the EU General Data Protection Regulation (GDPR) and applicable national data protection laws.',
          ],
        },
        {
          heading: 'The Data We Collect',
          paragraphs: [
            'We collect the details you give us, such as your name, email address, delivery address and order history, as well as technical information collected when you use our website and app, such as device identifiers, usage data and product diagnostics.',
          ],
        },
        {
          heading: 'Why We Use Your Data',
          paragraphs: [
            'We use your data to fulfil orders (contract), provide warranty and customer support (contract and legitimate interests), deliver firmware updates (legitimate interests), send marketing you have opted into (consent) and meet our legal obligations.',
          ],
        },
        {
          heading: 'Sharing and International Transfers',
          paragraphs: [
            "We share data with trusted service providers such as payment processors, couriers and hosting providers, who may only use it on our instructions. Where data is transferred outside the European Economic Area, we rely on an adequacy decision or put appropriate safeguards in place, such as the European Commission's Standard Contractual Clauses.",
          ],
        },
        {
          heading: 'Your Rights',
          paragraphs: [
            'You have the right to access, correct, erase, restrict or object to the processing of your personal data, the right to data portability and the right to withdraw consent at any time. To exercise your rights, please contact our support team.',
            'You also have the right to lodge a complaint with the data protection supervisory authority in your country of residence, or with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).',
          ],
        },
        {
          heading: 'Retention and Security',
          paragraphs: [
            'We keep personal data only for as long as necessary for the purposes described in this notice or as required by law, and protect it with appropriate technical and organisational measures.',
          ],
        },
      ],
    },
    terms: {
      title: 'Terms of Use',
      updated: '2025-09-01',
      sections: [
        {
          heading: 'About These Terms',
          paragraphs: [
            'These terms apply to your use of the Roboshift Europe website, app and online shop, operated by Roboshift Europe B.V. By using our services, you agree to these terms.',
          ],
        },
        {
          heading: 'Orders and Contracts',
          paragraphs: [
            'A contract is formed when we confirm dispatch of your order. We may decline or cancel an order if a product is unavailable, if there is an obvious pricing error or if we suspect fraud, in which case we will refund any payment in full.',
          ],
        },
        {
          heading: 'Your Consumer Rights',
          paragraphs: [
            'Nothing in these terms affects your mandatory rights under EU and national consumer law, including the right to withdraw from most online purchases within the statutory withdrawal period and the legal guarantee of conformity.',
          ],
        },
        {
          heading: 'Intellectual Property',
          paragraphs: [
            'All content on our services, including text, images, software and trade marks, belongs to Roboshift or its licensors. Transformers and Toy Story characters are used under licence from their respective owners.',
          ],
        },
        {
          heading: 'Liability',
          paragraphs: [
            'We are responsible for foreseeable loss or damage caused by our breach of these terms. We do not exclude or limit our liability where this is not permitted by law, including for intent, gross negligence or personal injury.',
          ],
        },
        {
          heading: 'Governing Law',
          paragraphs: [
            "These terms are governed by Dutch law. If you are a consumer, you also benefit from the mandatory provisions of the law of your country of residence and may bring proceedings in the courts of that country. You can also use the EU's Online Dispute Resolution platform.",
          ],
        },
      ],
    },
  },
  faq: [
    {
      question: 'How do I charge my robot?',
      answer:
        'Use the charger supplied in the box and connect it to the charging port shown in your quick start guide. The indicator light shows the charging status and changes once the battery is full. Children should always charge the robot under adult supervision.',
    },
    {
      question: 'How do I pair my robot with the Roboshift app?',
      answer:
        'Download the Roboshift app, switch on Bluetooth on your phone or tablet and power on your robot. Open the app, tap "Add Device" and follow the on-screen instructions to connect.',
    },
    {
      question: 'Which voice commands does my robot understand?',
      answer:
        "Each robot has its own set of voice commands for things like transforming, walking and posing. You'll find the full list in the user manual and in the app. Speak clearly and begin with the wake word.",
    },
    {
      question: 'What does the warranty cover?',
      answer:
        "Products bought from Roboshift or an authorised retailer are covered by our manufacturer's warranty against defects in materials and workmanship. Please register your product and keep your proof of purchase. The warranty is in addition to your legal guarantee rights under EU consumer law.",
    },
    {
      question: 'How do I update the firmware?',
      answer:
        "The Roboshift app lets you know when an update is available. Make sure your robot is charged and connected, then follow the prompts. Don't switch the robot off or close the app while the update is installing.",
    },
    {
      question: 'How long will delivery take?',
      answer:
        "Delivery times depend on your country and the delivery option you choose. You'll see an estimate at checkout and receive a tracking link by email as soon as your order is dispatched.",
    },
  ],
  retailers: [
    {
      name: 'Speelgoed Tandwiel',
      city: 'Amsterdam',
      address: 'Raderwerkstraat 12, 1016 AB Amsterdam, The Netherlands',
      url: 'https://speelgoedtandwiel.example/',
      phone: '+31 20 555 0142',
    },
    {
      name: 'Robotica Ingranaggio',
      city: 'Milan',
      address: 'Via degli Ingranaggi 8, 20121 Milano, Italy',
      url: 'https://roboticaingranaggio.example/',
      phone: '+39 02 5550 1873',
    },
    {
      name: 'Juguetes Engranaje',
      city: 'Madrid',
      address: 'Calle de los Engranajes 21, 28004 Madrid, Spain',
      url: 'https://juguetesengranaje.example/',
      phone: '+34 91 555 0167',
    },
    {
      name: 'Collector Point Benelux',
      city: 'Brussels',
      address: 'Rue des Rouages 34, 1000 Brussels, Belgium',
      url: 'https://collectorpointbenelux.example/',
      phone: '+32 2 555 01 89',
    },
  ],
};
