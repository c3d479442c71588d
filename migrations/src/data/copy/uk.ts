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
  countryLabel: 'United Kingdom - English',
  copyright: '© 2025 Roboshift. All rights reserved.',
  companyAddress: [
    'Roboshift UK Ltd',
    'Unit 4, Sprocket Yard',
    '21 Gearwell Lane',
    'London EC2A 3QX',
    'United Kingdom',
  ],
  paymentText: '3 interest-free monthly payments with Klarna',
  subscribe: {
    title: 'Join the Roboshift Newsletter',
    describe: 'Be first to hear about new launches, exclusive offers and firmware updates.',
    placeholder: 'Your email address',
    button: 'Sign Up',
    invalid: 'Please enter a valid email address',
    success: 'Thanks for signing up! Please check your inbox to confirm your subscription.',
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
    applyWholesale: 'Apply for a Trade Account',
    halloween: 'Halloween Sale',
    blackFriday: 'Black Friday',
    christmasSale: 'Christmas Sale',
    chooseRegion: 'Choose Your Region',
    downloadCenter: 'Download Centre',
    cookies: 'Cookie Policy',
    privacy: 'Privacy Notice',
    terms: 'Terms of Use',
  },
  textBanner: 'The toy revolution arrives on 25 September. Be the first to know.',
  countdown: englishCountdown,
  halloween: {
    homeTitle: 'Halloween Sale | Roboshift',
    homeDescription:
      'The Roboshift Halloween Sale is here: treat yourself to a transforming collectible robot, from Flagship Megatron to Buzz Lightyear, with limited-time seasonal offers.',
    offer: 'Spooky savings across the range',
  },
  manualKinds: englishManualKinds,
  products: {
    ...englishProducts,
    ...britishProducts,
  },
  pages: {
    'choose-your-region': chooseYourRegionPage,
    ...britishPages,
    '': {
      title: 'Roboshift | Transforming Collectible Robots',
      description:
        'Roboshift creates intelligent, self-transforming collectible robots: Transformers and Toy Story icons plus coding robots for kids, all voice-controlled and app-connected.',
      keywords: [
        'Roboshift',
        'transforming robots',
        'collectible robots',
        'Transformers robot UK',
        'Optimus Prime robot',
        'Bumblebee robot',
      ],
      heading: 'Robots That Transform Themselves',
      intro:
        'Discover the Roboshift range: officially licensed Transformers and Toy Story characters, educational robots and accessories that transform automatically, listen to your voice and connect to the Roboshift app.',
      sections: [
        {
          heading: 'Icons Brought to Life',
          paragraphs: [
            'Flagship Bumblebee, Megatron, Grimlock and Buzz Lightyear are designed to look and move just like the characters you grew up with. One command and they transform, walk and talk.',
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
        'Shop the Roboshift Black Friday Sale for limited-time offers on transforming collectible robots, coding robots and accessories, with delivery across the UK.',
      keywords: [
        'Roboshift Black Friday',
        'robot deals UK',
        'Transformers robot offers',
        'Christmas gifts',
        'collectible robots',
      ],
      heading: 'Black Friday Sale',
      intro:
        'Our biggest event of the year has landed. Enjoy limited-time savings across the Roboshift range while stocks last.',
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
        'robot gifts UK',
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
            'Check the estimated delivery date at checkout to make sure your order arrives before the big day. Offers are available for a limited time and while stocks last.',
          ],
        },
      ],
    },
    'where-to-buy': {
      title: 'Where to Buy',
      description:
        'Find authorised Roboshift retailers across the United Kingdom and buy genuine transforming robots with full warranty support.',
      keywords: ['where to buy Roboshift', 'authorised retailers UK', 'Roboshift stockists', 'buy transforming robot'],
      heading: 'Where to Buy',
      intro:
        'Buy Roboshift robots from our official online shop or from one of our authorised stockists around the UK.',
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
            'Many of our stockists have demonstration models in store, so you can see a robot transform before you buy. They also sell online with delivery across the UK.',
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
        'If your robot needs a repair, submit a return request and our UK service team will guide you through the process.',
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
            "Our manufacturer's warranty is in addition to your rights under the Consumer Rights Act 2015. If you bought from a retailer, you can also contact them directly about a faulty product.",
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
            'In line with the Privacy and Electronic Communications Regulations (PECR) and the UK GDPR, we only set non-essential cookies once you have agreed to them in our cookie banner. You can change or withdraw your consent at any time through the cookie settings link in the footer.',
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
            'If you have any questions about our use of cookies, please contact us using the details in our Privacy Notice.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacy Notice',
      updated: '2025-09-01',
      sections: [
        {
          heading: 'Who We Are',
          paragraphs: [
            'Roboshift UK Ltd is the data controller for personal data collected through this website and our UK online shop. We process personal data in accordance with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.',
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
            'We share data with trusted service providers such as payment processors, couriers and hosting providers, who may only use it on our instructions. Where data is transferred outside the UK, we put appropriate safeguards in place, such as the International Data Transfer Agreement.',
          ],
        },
        {
          heading: 'Your Rights',
          paragraphs: [
            'You have the right to access, correct, erase, restrict or object to the processing of your personal data, the right to data portability and the right to withdraw consent at any time. To exercise your rights, please contact our support team.',
            "You also have the right to complain to the Information Commissioner's Office (ICO), although we would appreciate the chance to address your concerns first.",
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
            'These terms apply to your use of the Roboshift UK website, app and online shop, operated by Roboshift UK Ltd. By using our services, you agree to these terms.',
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
            'Nothing in these terms affects your statutory rights under the Consumer Rights Act 2015 or the Consumer Contracts Regulations, including your right to cancel most online purchases within the statutory cancellation period.',
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
            'We are responsible for loss or damage you suffer that is a foreseeable result of our breach of these terms. We do not exclude or limit our liability where it would be unlawful to do so, including for death or personal injury caused by our negligence.',
          ],
        },
        {
          heading: 'Governing Law',
          paragraphs: [
            'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
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
        "Products bought from Roboshift or an authorised retailer are covered by our manufacturer's warranty against defects in materials and workmanship. Please register your product and keep your proof of purchase. The warranty does not affect your statutory rights.",
    },
    {
      question: 'How do I update the firmware?',
      answer:
        "The Roboshift app lets you know when an update is available. Make sure your robot is charged and connected, then follow the prompts. Don't switch the robot off or close the app while the update is installing.",
    },
    {
      question: 'How long will delivery take?',
      answer:
        "Delivery times depend on your address and the delivery option you choose. You'll see an estimate at checkout and receive a tracking link by email as soon as your order is dispatched.",
    },
  ],
  retailers: [
    {
      name: 'Hamleigh & Finch Toys',
      city: 'London',
      address: '118 Cogsworth Street, London W1F 7QT',
      url: 'https://hamleighfinch.example/',
      phone: '020 7946 0183',
    },
    {
      name: 'Northern Gear Collectables',
      city: 'Manchester',
      address: '42 Ironbridge Row, Manchester M4 1HN',
      url: 'https://northerngear.example/',
      phone: '0161 496 0247',
    },
    {
      name: 'Thistle Robotics',
      city: 'Edinburgh',
      address: '9 Lantern Close, Edinburgh EH1 2PW',
      url: 'https://thistlerobotics.example/',
      phone: '0131 496 0512',
    },
    {
      name: 'Midland Hobby Hub',
      city: 'Birmingham',
      address: '77 Copperfield Way, Birmingham B5 4RT',
      url: 'https://midlandhobbyhub.example/',
      phone: '0121 496 0338',
    },
  ],
};
