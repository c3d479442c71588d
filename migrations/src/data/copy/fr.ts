import type { RegionCopy } from './types';

export const copy: RegionCopy = {
  countryLabel: 'France - Français',
  copyright: '© 2025 Roboshift. Tous droits réservés.',
  companyAddress: ['Roboshift France SAS', '18 rue des Engrenages', '75011 Paris', 'France'],
  paymentText: 'Paiement sécurisé avec PayPal',
  subscribe: {
    title: 'Restez connecté à l’univers Roboshift',
    describe:
      'Inscrivez-vous à notre newsletter pour découvrir en avant-première nos nouveaux robots, nos offres exclusives et nos événements.',
    placeholder: 'Votre adresse e-mail',
    button: 'Je m’inscris',
    invalid: 'Veuillez saisir une adresse e-mail valide.',
    success: 'Merci ! Votre inscription à la newsletter est bien enregistrée.',
  },
  labels: {
    buy: 'Acheter',
    preOrder: 'Précommander',
    learnMore: 'En savoir plus',
    unlcokSoon: 'Bientôt disponible',
    save: 'Économisez',
    off: 'de remise',
    soldOut: 'Épuisé',
    watchVideo: 'Voir la vidéo',
    time: { days: 'Jours', hours: 'Heures', minutes: 'Minutes', seconds: 'Secondes' },
  },
  nav: {
    products: 'Produits',
    robots: 'Robots',
    education: 'Éducation',
    accessories: 'Accessoires',
    support: 'Assistance',
    about: 'À propos',
    whereToBuy: 'Où acheter',
    contactUs: 'Nous contacter',
    manuals: 'Manuels',
    faq: 'FAQ',
    productRegistration: 'Enregistrer mon produit',
    returnManufacturer: 'Retour fabricant',
    aboutUs: 'Qui sommes-nous',
    news: 'Actualités',
    afterSaleService: 'Service après-vente',
    warranty: 'Garantie',
    shippingPolicy: 'Livraison',
    hub: 'Hub Roboshift',
    applyWholesale: 'Devenir revendeur',
    halloween: 'Halloween',
    blackFriday: 'Black Friday',
    christmasSale: 'Offres de Noël',
    chooseRegion: 'Choisir votre région',
    downloadCenter: 'Centre de téléchargement',
    cookies: 'Cookies',
    privacy: 'Confidentialité',
    terms: 'Conditions d’utilisation',
  },
  textBanner: 'La révolution du jouet arrive le 25 septembre. Soyez les premiers informés.',
  countdown: { title: 'Les offres d’Halloween se terminent dans', button: 'J’en profite' },
  halloween: {
    homeTitle: 'Offres d’Halloween | Roboshift',
    homeDescription:
      'Pour Halloween, Roboshift fait trembler les prix : profitez de remises exceptionnelles sur nos robots transformables de collection, pour une durée limitée.',
    offer: 'Remises exceptionnelles et livraison offerte, pendant une durée limitée',
  },
  manualKinds: {
    quickStart: 'Guide de démarrage rapide',
    safety: 'Consignes de sécurité',
    userManual: 'Manuel d’utilisation',
    download: 'Télécharger',
  },
  products: {
    miniRobot: {
      name: 'Mini Robot',
      tagline: 'Petit format, grande transformation.',
      description:
        'Le Mini Robot Roboshift concentre la magie de la transformation automatique dans un format compact. Commandes vocales, pilotage par application et personnalité attachante : la révolution du jouet tient dans la main.',
      alt: 'Mini Robot Roboshift debout en mode robot sur un bureau, silhouette compacte aux couleurs vives',
      keywords: ['mini robot', 'robot transformable', 'robot compact', 'robot commande vocale', 'Roboshift'],
      sections: [
        {
          heading: 'Toute la transformation, en format de poche',
          paragraphs: [
            'Le Mini Robot reprend la technologie de nos modèles phares et la condense dans un gabarit qui trouve sa place sur n’importe quelle étagère. Un simple ordre suffit pour qu’il passe d’un mode à l’autre, sans aucune manipulation.',
            'Ses mouvements fluides et ses articulations précises lui donnent une présence étonnante pour sa taille. C’est la porte d’entrée idéale dans l’univers des robots Roboshift.',
          ],
        },
        {
          heading: 'Il vous écoute, il vous répond',
          paragraphs: [
            'Dites-lui de se transformer, de marcher ou de prendre la pose : le Mini Robot réagit à votre voix. Effets sonores et animations accompagnent chaque action pour une interaction vivante.',
          ],
        },
        {
          heading: 'Pilotage et création depuis l’application',
          paragraphs: [
            'L’application Roboshift permet de piloter le robot à distance, de déclencher ses animations et de composer vos propres séquences de mouvements. Les mises à jour du micrologiciel se font directement depuis votre smartphone.',
            'Le Mini Robot se dévoile très bientôt. Inscrivez-vous à la newsletter pour être averti dès son lancement.',
          ],
        },
      ],
    },
    flagshipBumblebee: {
      name: 'Bumblebee Flagship',
      tagline: 'Le plus fidèle des Autobots, désormais bien réel.',
      description:
        'Bumblebee Flagship se transforme automatiquement de robot en voiture de sport, obéit à la voix et se pilote depuis l’application. Une pièce maîtresse pour tout collectionneur Transformers.',
      alt: 'Robot Bumblebee Flagship debout en mode robot, armure jaune et noire, bras levés',
      keywords: [
        'Bumblebee',
        'Transformers',
        'robot transformable',
        'robot de collection',
        'commande vocale',
        'Roboshift',
      ],
      sections: [
        {
          heading: 'De robot à voiture, en quelques secondes',
          paragraphs: [
            'Sur simple commande, Bumblebee déploie sa transformation automatique et passe du mode robot au mode véhicule avec une précision mécanique impressionnante. Aucune pièce à déplacer à la main : le spectacle se joue tout seul.',
            'Chaque panneau, chaque roue et chaque articulation trouve sa place dans une chorégraphie parfaitement réglée, fidèle à l’esprit de la saga. Le résultat se regarde en boucle, même par les fans les plus aguerris.',
          ],
        },
        {
          heading: 'Un compagnon qui réagit à votre voix',
          paragraphs: [
            'Donnez l’ordre de se transformer, de marcher ou de saluer : Bumblebee répond avec ses propres effets sonores. Son caractère espiègle prend vie à chaque interaction.',
            'Grâce à l’application Roboshift, vous pouvez aussi le piloter à distance. Composez vos propres séquences d’actions et partagez-les avec d’autres fans.',
          ],
        },
        {
          heading: 'Pensé pour les collectionneurs',
          paragraphs: [
            'Finitions soignées, proportions fidèles et détails travaillés font de Bumblebee Flagship une pièce d’exposition à part entière. Il est aussi à l’aise en vitrine qu’en pleine démonstration devant vos amis.',
          ],
        },
      ],
    },
    toyStoryBuzzLightyear: {
      name: 'Buzz l’Éclair Toy Story',
      tagline: 'Vers l’infini et au-delà, pour de vrai.',
      description:
        'Le robot Buzz l’Éclair Toy Story reprend plus de 20 détails fidèles au film, marche, déploie ses ailes et répond à votre voix. Le ranger de l’espace le plus célèbre rejoint enfin votre salon.',
      alt: 'Robot Buzz l’Éclair Toy Story en pose héroïque, combinaison blanche, verte et violette, ailes déployées',
      keywords: ['Buzz l’Éclair', 'Toy Story', 'robot interactif', 'Disney Pixar', 'commande vocale'],
      sections: [
        {
          heading: 'Le héros de Toy Story, plus vrai que nature',
          paragraphs: [
            'Casque, boutons du poignet, ailes rétractables : plus de 20 détails fidèles au film ont été reproduits avec soin. Les fans retrouveront immédiatement le Buzz qu’ils connaissent depuis l’enfance.',
          ],
        },
        {
          heading: 'Il marche, parle et déploie ses ailes',
          paragraphs: [
            'Sur commande vocale, Buzz se met en mouvement, prend la pose et déploie ses ailes dans un bruitage mythique. Ses répliques cultes accompagnent chacune de ses actions.',
            'L’application Roboshift ouvre encore plus de possibilités : pilotage à distance, animations supplémentaires et création de vos propres scènes. De quoi rejouer vos moments préférés du film à la maison.',
          ],
        },
        {
          heading: 'Pour petits et grands rangers',
          paragraphs: [
            'Jouet interactif pour les plus jeunes et pièce de collection pour les fans de longue date, Buzz l’Éclair réunit toutes les générations. Un cadeau qui fait briller les yeux, quel que soit l’âge.',
          ],
        },
      ],
    },
    flagshipMegatron: {
      name: 'Mégatron Flagship',
      tagline: 'Le chef des Decepticons prend le pouvoir.',
      description:
        'Mégatron Flagship se transforme automatiquement, obéit à la voix et se pilote depuis l’application. L’ennemi juré des Autobots, dans une version de collection à la hauteur de sa légende.',
      alt: 'Robot Mégatron Flagship en mode robot, armure gris argenté, bras canon pointé vers l’avant',
      keywords: ['Mégatron', 'Decepticon', 'Transformers', 'robot transformable', 'précommande', 'Roboshift'],
      sections: [
        {
          heading: 'Une transformation à la hauteur de sa légende',
          paragraphs: [
            'Un ordre suffit pour que Mégatron passe du mode robot à son mode alternatif dans un ballet mécanique parfaitement synchronisé. La transformation est entièrement automatique, du premier au dernier mouvement.',
            'Sa silhouette imposante et ses finitions métallisées restituent toute la menace du leader des Decepticons. Même à l’arrêt, il impose le respect.',
          ],
        },
        {
          heading: 'Des ordres, il en donne… et il en reçoit',
          paragraphs: [
            'Mégatron réagit à vos commandes vocales avec des répliques et des effets sonores dignes du personnage. Marche, poses de combat, transformation : tout se déclenche à la voix.',
            'L’application Roboshift permet de programmer ses mouvements et de mettre en scène vos propres affrontements. Face à un Optimus Prime, le duel prend une tout autre dimension.',
          ],
        },
        {
          heading: 'Réservez-le dès maintenant',
          paragraphs: [
            'Mégatron Flagship est proposé en précommande. Réservez le vôtre pour faire partie des premiers collectionneurs à accueillir le seigneur des Decepticons chez eux.',
          ],
        },
      ],
    },
    buzzLightyearSpaceRangerAlpha: {
      name: 'Buzz l’Éclair Ranger de l’espace Alpha',
      tagline: 'L’édition d’élite du ranger de l’espace.',
      description:
        'Buzz l’Éclair Ranger de l’espace Alpha réinvente le héros de Toy Story en robot interactif haut de gamme : mouvements fluides, commandes vocales et pilotage par application.',
      alt: 'Robot Buzz l’Éclair Ranger de l’espace Alpha debout, armure spatiale détaillée et ailes ouvertes',
      keywords: ['Buzz l’Éclair', 'Space Ranger Alpha', 'Toy Story', 'robot de collection', 'robot interactif'],
      sections: [
        {
          heading: 'Le ranger de l’espace en version Alpha',
          paragraphs: [
            'Cette édition Alpha met l’accent sur les détails de l’armure spatiale et sur une gestuelle encore plus expressive. Chaque mouvement a été travaillé pour restituer l’assurance légendaire de Buzz.',
          ],
        },
        {
          heading: 'Prêt pour la mission, à votre commande',
          paragraphs: [
            'Parlez-lui et Buzz s’exécute : marche, salut, déploiement des ailes ou posture de combat. Ses répliques emblématiques donnent vie à chaque scène.',
            'Depuis l’application Roboshift, vous pouvez le piloter et enchaîner ses animations. Inventez vos propres missions et laissez Buzz les accomplir.',
          ],
        },
        {
          heading: 'Une pièce d’exposition remarquable',
          paragraphs: [
            'Installé dans une vitrine ou sur un bureau, Buzz Ranger de l’espace Alpha attire tous les regards. Une pièce de choix pour les collectionneurs Disney et Pixar les plus exigeants.',
          ],
        },
      ],
    },
    flagshipOptimusPrime: {
      name: 'Optimus Prime Flagship',
      tagline: 'Le chef des Autobots, dans sa version la plus aboutie.',
      description:
        'Avec 27 servomoteurs et plus de 5 000 pièces, Optimus Prime Flagship se transforme automatiquement de robot en camion, répond à la voix et se pilote depuis l’application.',
      alt: 'Robot Optimus Prime Flagship debout en mode robot, armure rouge et bleue, à côté de son mode camion',
      keywords: ['Optimus Prime', 'Autobot', 'Transformers', 'robot transformable', '27 servomoteurs', 'Roboshift'],
      sections: [
        {
          heading: 'Une prouesse d’ingénierie',
          paragraphs: [
            'Plus de 5 000 pièces et 27 servomoteurs travaillent de concert pour donner vie à Optimus Prime. Le résultat : des mouvements d’une fluidité rare et une transformation d’une précision saisissante.',
            'Du camion au robot et inversement, tout se fait automatiquement, sans la moindre intervention manuelle. Un spectacle que l’on ne se lasse pas de déclencher.',
          ],
        },
        {
          heading: 'Le leader répond présent',
          paragraphs: [
            'Optimus Prime obéit à vos commandes vocales et les ponctue de ses répliques emblématiques. Transformation, marche, salut : il suffit de demander.',
            'L’application Roboshift vous donne accès au pilotage à distance et à la programmation de mouvements. Les mises à jour du micrologiciel s’y installent en quelques gestes.',
          ],
        },
        {
          heading: 'Le cœur de toute collection Transformers',
          paragraphs: [
            'Proportions fidèles, peinture soignée et détails mécaniques apparents : Optimus Prime Flagship est conçu pour être exposé autant que pour être animé. Une pièce maîtresse qui incarne l’esprit Roboshift.',
          ],
        },
      ],
    },
    grimlockG1Flagship: {
      name: 'Grimlock G1 Flagship',
      tagline: 'Moi Grimlock, roi des Dinobots !',
      description:
        'Grimlock G1 Flagship passe automatiquement du mode robot au mode tyrannosaure et prononce plus de 150 phrases. Le Dinobot légendaire de la première génération, en robot de collection interactif.',
      alt: 'Robot Grimlock G1 Flagship en mode tyrannosaure, armure grise et dorée, mâchoire ouverte',
      keywords: ['Grimlock', 'Dinobot', 'Transformers G1', 'robot dinosaure', 'robot de collection'],
      sections: [
        {
          heading: 'Du robot au tyrannosaure',
          paragraphs: [
            'Grimlock se transforme automatiquement de guerrier robot en redoutable tyrannosaure, dans une séquence spectaculaire. Sa mâchoire, sa queue et ses griffes s’animent pour un effet saisissant.',
          ],
        },
        {
          heading: 'Un caractère bien trempé',
          paragraphs: [
            'Avec plus de 150 phrases à son répertoire, Grimlock a toujours quelque chose à dire, avec l’aplomb qu’on lui connaît. Il réagit à vos commandes vocales et enchaîne rugissements, démarches et postures de combat.',
            'L’application Roboshift permet de le piloter à distance et de créer vos propres scénarios. Rien ne vous empêche de lui faire affronter le reste de votre collection.',
          ],
        },
        {
          heading: 'Un hommage à la génération 1',
          paragraphs: [
            'Design inspiré de la série animée originale, couleurs emblématiques et finitions de collection : Grimlock G1 Flagship s’adresse aux fans de la première heure. Victime de son succès, il est actuellement épuisé.',
          ],
        },
      ],
    },
    eliteOptimusPrime: {
      name: 'Optimus Prime Élite',
      tagline: 'La légende Autobot, en format compact.',
      description:
        'Optimus Prime Élite se transforme automatiquement de robot en camion et répond à la voix, dans un format plus compact qui trouve sa place sur tous les bureaux.',
      alt: 'Robot Optimus Prime Élite en mode robot, armure rouge et bleue, posé sur une étagère',
      keywords: ['Optimus Prime', 'Élite', 'Transformers', 'robot transformable', 'robot compact'],
      sections: [
        {
          heading: 'L’essentiel d’Optimus Prime',
          paragraphs: [
            'Optimus Prime Élite reprend la transformation automatique et le caractère du chef des Autobots dans un format plus accessible. La transformation de robot à camion se déclenche d’une simple commande.',
          ],
        },
        {
          heading: 'Commandes vocales et application',
          paragraphs: [
            'Il répond à votre voix, marche, prend la pose et prononce ses répliques emblématiques. L’application Roboshift complète l’expérience avec le pilotage à distance et la création de séquences.',
            'Associé à la Base IA, il gagne une présence encore plus vivante lorsqu’il est exposé. Les deux sont d’ailleurs proposés ensemble en pack.',
          ],
        },
        {
          heading: 'Idéal pour débuter une collection',
          paragraphs: [
            'Son format compact et sa robustesse en font le point de départ idéal pour rejoindre l’univers Roboshift. Un cadeau parfait pour les fans de Transformers de tous âges.',
          ],
        },
      ],
    },
    interstellarScoutK1: {
      name: 'Éclaireur interstellaire K1',
      tagline: 'Apprendre à coder en s’amusant.',
      description:
        'L’Éclaireur interstellaire K1 est un robot éducatif programmable qui initie les enfants au codage par le jeu, avec commandes vocales et application dédiée.',
      alt: 'Robot éducatif Éclaireur interstellaire K1 debout sur une table, à côté d’une tablette affichant des blocs de code',
      keywords: ['robot éducatif', 'codage enfant', 'robot programmable', 'STEM', 'K1'],
      sections: [
        {
          heading: 'Un premier pas vers la programmation',
          paragraphs: [
            'Avec l’Éclaireur K1, les enfants découvrent la logique du code en assemblant des blocs visuels dans l’application. Chaque programme prend vie immédiatement sous forme de mouvements, de sons et de lumières.',
            'L’apprentissage devient une aventure, mission après mission. Les enfants progressent sans même s’en rendre compte.',
          ],
        },
        {
          heading: 'Un robot qui répond à la voix',
          paragraphs: [
            'K1 obéit aux commandes vocales simples, ce qui le rend accessible dès les premières minutes. Les plus jeunes peuvent jouer librement, tandis que les plus grands relèvent des défis de programmation.',
          ],
        },
        {
          heading: 'Conçu pour la maison comme pour la classe',
          paragraphs: [
            'Robuste et facile à prendre en main, l’Éclaireur K1 convient aussi bien aux familles qu’aux ateliers éducatifs. Les contenus de l’application évoluent au fil des mises à jour pour prolonger l’apprentissage.',
          ],
        },
      ],
    },
    k1ProInterstellarScout: {
      name: 'Éclaireur interstellaire K1 Pro',
      tagline: 'Le robot éducatif qui grandit avec votre enfant.',
      description:
        'L’Éclaireur interstellaire K1 Pro va plus loin dans l’apprentissage du code avec des défis avancés, des commandes vocales et un pilotage complet depuis l’application.',
      alt: 'Robot éducatif Éclaireur interstellaire K1 Pro en pose d’exploration, coque blanche et détails lumineux',
      keywords: ['K1 Pro', 'robot éducatif', 'programmation', 'robot enfant', 'STEM'],
      sections: [
        {
          heading: 'Des missions plus ambitieuses',
          paragraphs: [
            'Le K1 Pro reprend tout ce qui fait le succès du K1 et ajoute des possibilités de programmation plus poussées. Les enfants progressent des blocs visuels vers des logiques plus élaborées, à leur rythme.',
          ],
        },
        {
          heading: 'Interaction vocale et application',
          paragraphs: [
            'Commandes vocales, pilotage à distance et création de séquences : le K1 Pro se contrôle de multiples façons. L’application propose des parcours guidés qui transforment chaque notion en mission spatiale.',
            'Les parents peuvent suivre les progrès depuis l’application. Ils accompagnent ainsi l’apprentissage au quotidien, sans être experts en programmation.',
          ],
        },
        {
          heading: 'Un allié pour apprendre autrement',
          paragraphs: [
            'Pensé pour stimuler la curiosité, la logique et la créativité, le K1 Pro accompagne les enfants sur plusieurs années. Très demandé, il est actuellement épuisé : revenez bientôt pour connaître sa prochaine disponibilité.',
          ],
        },
      ],
    },
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: {
      name: 'Optimus Prime Rise of the Beasts – Édition limitée Signature',
      tagline: 'Une édition rare pour les vrais collectionneurs.',
      description:
        'Inspiré du film Transformers : Rise of the Beasts, cet Optimus Prime en édition limitée Signature se transforme automatiquement, obéit à la voix et se pilote depuis l’application.',
      alt: 'Robot Optimus Prime Rise of the Beasts édition limitée Signature en mode robot, armure rouge et bleue au design cinématographique',
      keywords: ['Optimus Prime', 'Rise of the Beasts', 'édition limitée', 'Transformers', 'robot de collection'],
      sections: [
        {
          heading: 'Le look du grand écran',
          paragraphs: [
            'Cette édition reprend fidèlement le design d’Optimus Prime dans Rise of the Beasts, avec ses lignes plus acérées et ses détails mécaniques apparents. Une interprétation cinématographique du chef des Autobots.',
          ],
        },
        {
          heading: 'Transformation automatique et interaction',
          paragraphs: [
            'Sur commande vocale, Optimus Prime passe du mode robot au mode camion sans aucune intervention. Il marche, prend la pose et prononce ses répliques tirées de l’univers du film.',
            'L’application Roboshift permet de le piloter et de composer vos propres séquences. Recréez vos scènes préférées du film, image par image.',
          ],
        },
        {
          heading: 'Une édition Signature limitée',
          paragraphs: [
            'Produite en quantité limitée, cette édition Signature se distingue par ses finitions exclusives. Une pièce rare, pensée pour occuper la place d’honneur dans votre collection.',
          ],
        },
      ],
    },
    bumblebeeG1Performance: {
      name: 'Bumblebee G1 Performance',
      tagline: 'Le Bumblebee de la première génération reprend vie.',
      description:
        'Bumblebee G1 Performance se transforme automatiquement de robot en petite citadine jaune et répond à la voix, dans un design fidèle à la série animée originale.',
      alt: 'Robot Bumblebee G1 Performance en mode robot, design rétro jaune inspiré de la série animée',
      keywords: ['Bumblebee', 'G1', 'Transformers', 'robot transformable', 'rétro'],
      sections: [
        {
          heading: 'Le charme de la génération 1',
          paragraphs: [
            'Lignes arrondies, couleurs d’origine et bouille sympathique : Bumblebee G1 Performance rend hommage au personnage de la série animée des années 80. Les fans de la première heure seront conquis.',
          ],
        },
        {
          heading: 'Performance et transformation',
          paragraphs: [
            'Comme ses grands frères, il se transforme automatiquement sur simple commande, de robot en véhicule et inversement. Ses mouvements vifs traduisent parfaitement le tempérament énergique de Bumblebee.',
            'Commandes vocales et application Roboshift permettent de le faire marcher, saluer et enchaîner ses animations. Il ne tient pas en place, fidèle à sa réputation.',
          ],
        },
        {
          heading: 'Un format facile à adopter',
          paragraphs: [
            'Plus compact que la gamme Flagship, Bumblebee G1 Performance s’installe facilement sur une étagère ou un bureau. Une excellente façon de rejoindre l’aventure Roboshift.',
          ],
        },
      ],
    },
    aiBase: {
      name: 'Base IA',
      tagline: 'Le socle intelligent qui sublime votre robot.',
      description:
        'La Base IA est un socle d’exposition intelligent qui met en valeur votre robot Roboshift et enrichit ses interactions vocales lorsqu’il est présenté.',
      alt: 'Base IA Roboshift, socle d’exposition noir aux liserés lumineux, avec un robot posé dessus',
      keywords: ['Base IA', 'socle d’exposition', 'accessoire robot', 'Roboshift', 'intelligence artificielle'],
      sections: [
        {
          heading: 'Une mise en scène à la hauteur de votre robot',
          paragraphs: [
            'La Base IA offre à votre robot un piédestal digne de lui. Son design sobre et ses effets lumineux mettent en valeur chaque détail, en vitrine comme sur un bureau.',
          ],
        },
        {
          heading: 'Des interactions plus vivantes',
          paragraphs: [
            'Posé sur la Base IA, votre robot compatible gagne en réactivité et en présence : il vous accueille, réagit à votre voix et anime l’espace autour de lui. L’exposition devient une expérience interactive.',
            'La configuration se fait en quelques étapes depuis l’application Roboshift. Aucune compétence technique n’est nécessaire.',
          ],
        },
        {
          heading: 'Compatibilité',
          paragraphs: [
            'La Base IA est conçue pour accompagner Optimus Prime Élite, avec lequel elle est également proposée en pack. Consultez la fiche de votre robot ou notre service client pour vérifier la compatibilité avec les autres modèles.',
          ],
        },
      ],
    },
    eliteOptimusPrimeAiBase: {
      name: 'Pack Optimus Prime Élite + Base IA',
      tagline: 'Le robot et son socle intelligent, réunis.',
      description:
        'Ce pack réunit Optimus Prime Élite et la Base IA pour une expérience complète : transformation automatique, commandes vocales et mise en scène intelligente.',
      alt: 'Optimus Prime Élite en mode robot posé sur la Base IA aux effets lumineux',
      keywords: ['Optimus Prime Élite', 'Base IA', 'pack', 'Transformers', 'idée cadeau'],
      sections: [
        {
          heading: 'Le duo parfait',
          paragraphs: [
            'Optimus Prime Élite et la Base IA ont été pensés pour fonctionner ensemble. Réunis dans un même pack, ils offrent l’expérience Roboshift la plus complète dans un format compact.',
          ],
        },
        {
          heading: 'Ce que contient le pack',
          paragraphs: [
            'Vous recevez le robot Optimus Prime Élite, capable de se transformer automatiquement de robot en camion, ainsi que la Base IA, socle d’exposition intelligent. Tout se configure rapidement depuis l’application Roboshift.',
          ],
        },
        {
          heading: 'Une idée cadeau qui impressionne',
          paragraphs: [
            'Prêt à être exposé et animé dès le premier jour, ce pack fait un cadeau mémorable pour les fans de Transformers. Il suffit de le déballer, de le recharger et de lui donner son premier ordre.',
          ],
        },
      ],
    },
  },
  pages: {
    '': {
      title: 'Roboshift | Robots de collection transformables',
      description:
        'Découvrez les robots Roboshift : Transformers et Toy Story à transformation automatique, commandes vocales et pilotage par application.',
      keywords: [
        'Roboshift',
        'robot transformable',
        'Transformers',
        'robot de collection',
        'Toy Story',
        'robot interactif',
      ],
      heading: 'Des robots qui se transforment sous vos yeux',
      intro:
        'Bumblebee, Optimus Prime, Mégatron, Grimlock ou Buzz l’Éclair : les robots Roboshift se transforment automatiquement, répondent à votre voix et se pilotent depuis votre smartphone.',
      sections: [
        {
          heading: 'La transformation automatique',
          paragraphs: [
            'Nos robots passent d’un mode à l’autre sans la moindre manipulation, grâce à des dizaines de mécanismes synchronisés. Un simple ordre suffit pour lancer le spectacle.',
          ],
        },
        {
          heading: 'Des robots qui vous écoutent',
          paragraphs: [
            'Commandes vocales, répliques cultes et pilotage depuis l’application Roboshift : chaque robot a sa personnalité. Les mises à jour régulières enrichissent l’expérience au fil du temps.',
          ],
        },
        {
          heading: 'Pour collectionner et apprendre',
          paragraphs: [
            'Des pièces de collection sous licence pour les fans aux robots éducatifs K1 pour les enfants, Roboshift a un robot pour chaque passion. Nos modèles K1 initient les plus jeunes au codage de façon ludique.',
          ],
        },
      ],
    },
    'choose-your-region': {
      title: 'Choisir votre région',
      description:
        'Sélectionnez votre pays ou votre région pour afficher le site Roboshift dans votre langue, avec les produits, offres et services disponibles près de chez vous.',
      keywords: ['choisir région', 'pays', 'langue', 'Roboshift'],
      heading: 'Choisissez votre pays ou votre région',
      intro:
        'Les produits, les offres, les moyens de paiement et les conditions de livraison varient selon les pays. Choisissez votre région pour consulter le site qui vous correspond.',
      sections: [
        {
          heading: 'Pourquoi choisir une région ?',
          paragraphs: [
            'Chaque site régional affiche la langue, la devise et les produits disponibles dans votre pays. Vous y trouverez aussi le service client, la garantie et les revendeurs agréés qui vous concernent.',
            'Votre choix est mémorisé pour vos prochaines visites. Vous pouvez le modifier à tout moment depuis le pied de page.',
          ],
        },
      ],
    },
    'black-friday': {
      title: 'Black Friday',
      description:
        'Le Black Friday Roboshift : des offres exceptionnelles sur nos robots transformables de collection et nos robots éducatifs, pendant une durée limitée.',
      keywords: ['Black Friday', 'offres robots', 'promotion Transformers', 'Roboshift', 'idée cadeau'],
      heading: 'Black Friday Roboshift',
      intro:
        'C’est le moment idéal pour accueillir un nouveau robot dans votre collection ou préparer vos cadeaux de fin d’année. Nos meilleures offres de l’année sont là, mais pas pour longtemps.',
      sections: [
        {
          heading: 'Les offres de l’année',
          paragraphs: [
            'Pendant le Black Friday, une large sélection de robots Roboshift bénéficie de remises spéciales. Les produits concernés et les montants des réductions sont indiqués directement sur chaque fiche produit.',
          ],
        },
        {
          heading: 'Bon à savoir',
          paragraphs: [
            'Les offres sont valables dans la limite des stocks disponibles et pendant la durée de l’opération. Le droit de rétractation et les garanties légales s’appliquent normalement à tous les achats effectués pendant cette période.',
          ],
        },
      ],
    },
    'christmas-sale': {
      title: 'Offres de Noël',
      description:
        'Trouvez le cadeau parfait avec les offres de Noël Roboshift : robots Transformers, Toy Story et robots éducatifs à prix doux pour les fêtes.',
      keywords: ['Noël', 'cadeau de Noël', 'offres de Noël', 'robot cadeau', 'Roboshift'],
      heading: 'Offres de Noël Roboshift',
      intro:
        'Cette année, glissez un peu de magie robotique sous le sapin. Découvrez nos offres de fêtes sur les robots qui se transforment, parlent et font briller les yeux.',
      sections: [
        {
          heading: 'Des idées cadeaux pour tous',
          paragraphs: [
            'Collectionneurs passionnés, fans de Toy Story ou jeunes apprentis codeurs : chaque profil trouvera son robot dans notre sélection de Noël. Les remises en vigueur sont affichées sur les fiches produits.',
          ],
        },
        {
          heading: 'Commander à temps pour les fêtes',
          paragraphs: [
            'Pour recevoir vos cadeaux avant Noël, consultez les dates limites de commande indiquées lors du passage en caisse. Nos équipes préparent les commandes avec le plus grand soin tout au long de la période des fêtes.',
          ],
        },
      ],
    },
    'where-to-buy': {
      title: 'Où acheter',
      description:
        'Trouvez un revendeur agréé Roboshift en France : boutiques spécialisées et enseignes partenaires proposant nos robots transformables.',
      keywords: ['où acheter', 'revendeur agréé', 'boutique', 'Roboshift France'],
      heading: 'Où acheter les robots Roboshift',
      intro:
        'Nos robots sont disponibles sur notre boutique en ligne ainsi que chez des revendeurs agréés partout en France. Acheter auprès d’un revendeur agréé vous garantit un produit authentique et le bénéfice de la garantie Roboshift.',
      sections: [
        {
          heading: 'Pourquoi choisir un revendeur agréé ?',
          paragraphs: [
            'Les revendeurs agréés sont formés à nos produits et s’approvisionnent directement auprès de Roboshift. Ils peuvent vous conseiller, vous faire une démonstration et vous accompagner en cas de besoin.',
            'Méfiez-vous des offres anormalement basses sur des sites inconnus. Les contrefaçons ne bénéficient d’aucune garantie ni des mises à jour officielles.',
          ],
        },
        {
          heading: 'Vous êtes un professionnel ?',
          paragraphs: [
            'Vous souhaitez proposer nos robots dans votre magasin ? Contactez notre équipe commerciale pour découvrir les conditions de notre programme revendeur.',
          ],
        },
      ],
    },
    manuals: {
      title: 'Manuels et téléchargements',
      description:
        'Téléchargez les guides de démarrage rapide, manuels d’utilisation et consignes de sécurité de tous les robots Roboshift au format PDF.',
      keywords: ['manuel', 'notice', 'guide de démarrage', 'téléchargement', 'Roboshift'],
      heading: 'Manuels et téléchargements',
      intro:
        'Retrouvez toute la documentation de votre robot Roboshift : guide de démarrage rapide, manuel d’utilisation complet et consignes de sécurité, disponibles gratuitement au format PDF.',
      sections: [
        {
          heading: 'Trouver le bon document',
          paragraphs: [
            'Sélectionnez votre robot dans la liste, puis choisissez le document souhaité. Le guide de démarrage rapide vous accompagne lors de la première mise en route, tandis que le manuel d’utilisation détaille toutes les fonctions.',
          ],
        },
        {
          heading: 'Sécurité avant tout',
          paragraphs: [
            'Avant la première utilisation, prenez quelques minutes pour lire les consignes de sécurité, notamment celles relatives à la charge de la batterie. Conservez-les pour pouvoir vous y référer à tout moment.',
          ],
        },
        {
          heading: 'Besoin d’aide supplémentaire ?',
          paragraphs: [
            'Si vous ne trouvez pas la réponse à votre question, notre service client est là pour vous aider. Pensez à indiquer le modèle et le numéro de série de votre robot.',
          ],
        },
      ],
    },
    'product-registration': {
      title: 'Enregistrer mon produit',
      description:
        'Enregistrez votre robot Roboshift pour faciliter vos démarches de garantie et recevoir les informations importantes sur votre produit.',
      keywords: ['enregistrement produit', 'garantie', 'numéro de série', 'Roboshift'],
      heading: 'Enregistrez votre robot',
      intro:
        'En enregistrant votre robot, vous simplifiez vos futures démarches auprès du service après-vente et vous recevez les informations importantes le concernant, comme les mises à jour et les avis de sécurité.',
      sections: [
        {
          heading: 'Comment procéder',
          paragraphs: [
            'Renseignez vos coordonnées, le modèle de votre robot, son numéro de série et la date d’achat, puis joignez une copie de votre preuve d’achat. Le numéro de série figure sur l’étiquette située sous le robot et sur son emballage.',
            'Vous recevez une confirmation par e-mail une fois l’enregistrement validé. Vos robots enregistrés restent consultables à tout moment.',
          ],
        },
        {
          heading: 'Vos garanties restent acquises',
          paragraphs: [
            'L’enregistrement est facultatif : il ne conditionne en aucun cas l’application de la garantie légale de conformité ni de la garantie des vices cachés. Il permet simplement de traiter vos demandes plus rapidement.',
          ],
        },
      ],
    },
    'return-manufacturer': {
      title: 'Retour fabricant',
      description:
        'Demandez un retour ou une réparation auprès de Roboshift : formulaire en ligne, étapes de la procédure et conseils d’expédition.',
      keywords: ['retour fabricant', 'réparation', 'SAV', 'garantie', 'Roboshift'],
      heading: 'Demande de retour fabricant',
      intro:
        'Votre robot présente un défaut ? Remplissez le formulaire de retour : notre équipe étudie votre demande et vous indique la marche à suivre pour la réparation ou le remplacement.',
      sections: [
        {
          heading: 'Avant de faire une demande',
          paragraphs: [
            'Vérifiez que la batterie est chargée et que le micrologiciel est à jour, puis consultez notre FAQ et le manuel d’utilisation. De nombreux problèmes se règlent en quelques minutes grâce à ces étapes simples.',
          ],
        },
        {
          heading: 'Le déroulement du retour',
          paragraphs: [
            'Indiquez dans le formulaire le modèle, le numéro de série, la date d’achat et une description précise du problème, idéalement accompagnée d’une photo ou d’une vidéo. Après examen, nous vous envoyons un numéro d’autorisation de retour et les instructions d’expédition.',
            'N’envoyez aucun produit sans ce numéro. Les colis non annoncés ne peuvent malheureusement pas être traités.',
          ],
        },
        {
          heading: 'Emballage et expédition',
          paragraphs: [
            'Placez le robot en mode véhicule ou dans sa position de rangement, puis emballez-le soigneusement, si possible dans son emballage d’origine. Conservez la preuve de dépôt jusqu’à la clôture de votre dossier.',
          ],
        },
      ],
    },
  },
  legal: {
    cookies: {
      title: 'Politique relative aux cookies',
      updated: '2025-09-01',
      sections: [
        {
          heading: 'Qu’est-ce qu’un cookie ?',
          paragraphs: [
            'Un cookie est un petit fichier texte déposé sur votre terminal lorsque vous consultez un site internet. Il permet notamment de reconnaître votre navigateur, de mémoriser vos préférences et de mesurer la fréquentation du site.',
          ],
        },
        {
          heading: 'Les cookies que nous utilisons',
          paragraphs: [
            'Nous utilisons des cookies strictement nécessaires au fonctionnement du site (panier, connexion, choix de la région), qui ne requièrent pas votre consentement. Sous réserve de votre accord, nous utilisons également des cookies de mesure d’audience et des cookies publicitaires, y compris de partenaires tiers.',
          ],
        },
        {
          heading: 'Votre consentement',
          paragraphs: [
            'Conformément à l’article 82 de la loi Informatique et Libertés et aux recommandations de la CNIL, les cookies non essentiels ne sont déposés qu’après votre consentement. Via le bandeau affiché lors de votre première visite, refuser ces cookies est aussi simple que de les accepter.',
          ],
        },
        {
          heading: 'Gérer vos préférences',
          paragraphs: [
            'Vous pouvez modifier vos choix à tout moment grâce au lien « Gérer les cookies » présent en pied de page. Vous pouvez également configurer votre navigateur pour bloquer ou supprimer les cookies ; certaines fonctions du site pourraient alors ne plus être disponibles.',
          ],
        },
        {
          heading: 'Durée de conservation',
          paragraphs: [
            'Les cookies soumis à consentement sont conservés au maximum 13 mois, et votre choix est mémorisé pour la même durée. À l’issue de cette période, votre consentement vous est à nouveau demandé.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Politique de confidentialité',
      updated: '2025-09-01',
      sections: [
        {
          heading: 'Responsable du traitement',
          paragraphs: [
            'Roboshift France SAS, 18 rue des Engrenages, 75011 Paris, est responsable du traitement de vos données personnelles collectées sur ce site. Vous pouvez contacter notre délégué à la protection des données à l’adresse dpo@roboshift.example.',
          ],
        },
        {
          heading: 'Données collectées et finalités',
          paragraphs: [
            'Nous traitons les données que vous nous communiquez (identité, coordonnées, informations de commande, numéro de série de votre robot) ainsi que des données de navigation. Elles servent à gérer vos commandes et votre compte, à assurer le service après-vente, à vous envoyer notre newsletter si vous y êtes inscrit et à améliorer nos services.',
          ],
        },
        {
          heading: 'Bases légales',
          paragraphs: [
            'Conformément au Règlement général sur la protection des données (RGPD), ces traitements reposent sur l’exécution du contrat, le respect de nos obligations légales, notre intérêt légitime à améliorer nos produits ou votre consentement, notamment pour la prospection commerciale et les cookies non essentiels.',
          ],
        },
        {
          heading: 'Destinataires et transferts',
          paragraphs: [
            'Vos données sont destinées aux équipes habilitées de Roboshift et à nos prestataires (paiement, logistique, hébergement), qui agissent sur nos instructions. Lorsque des données sont transférées hors de l’Union européenne, ces transferts sont encadrés par des garanties appropriées, telles que les clauses contractuelles types de la Commission européenne.',
          ],
        },
        {
          heading: 'Durées de conservation',
          paragraphs: [
            'Vos données sont conservées pendant la durée nécessaire aux finalités poursuivies, puis archivées pendant les délais de prescription légaux. Les données de prospection sont supprimées à l’issue d’une période d’inactivité prolongée de votre part.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: [
            'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, ainsi que du droit de définir des directives relatives au sort de vos données après votre décès. Pour les exercer, écrivez à dpo@roboshift.example ; vous pouvez également introduire une réclamation auprès de la CNIL.',
          ],
        },
      ],
    },
    terms: {
      title: 'Conditions d’utilisation',
      updated: '2025-09-01',
      sections: [
        {
          heading: 'Objet',
          paragraphs: [
            'Les présentes conditions régissent l’utilisation du site Roboshift France, édité par Roboshift France SAS. En naviguant sur le site, vous acceptez ces conditions sans réserve.',
          ],
        },
        {
          heading: 'Utilisation du site',
          paragraphs: [
            'Vous vous engagez à utiliser le site de manière loyale et conforme à la loi, et à ne pas porter atteinte à son fonctionnement. Nous nous efforçons de fournir des informations exactes et à jour, mais ne pouvons garantir l’absence totale d’erreurs ou d’interruptions.',
          ],
        },
        {
          heading: 'Propriété intellectuelle',
          paragraphs: [
            'Les contenus du site (textes, images, vidéos, logos) sont protégés par le droit de la propriété intellectuelle. Transformers, Toy Story et les personnages associés sont des marques de leurs titulaires respectifs, utilisées sous licence ; toute reproduction sans autorisation est interdite.',
          ],
        },
        {
          heading: 'Commandes, rétractation et garanties',
          paragraphs: [
            'Les achats effectués sur le site sont soumis à nos conditions générales de vente. Conformément au Code de la consommation, vous disposez d’un délai de 14 jours pour exercer votre droit de rétractation et vous bénéficiez de la garantie légale de conformité de deux ans ainsi que de la garantie des vices cachés.',
          ],
        },
        {
          heading: 'Droit applicable et litiges',
          paragraphs: [
            'Les présentes conditions sont soumises au droit français. En cas de litige, vous pouvez recourir gratuitement à un médiateur de la consommation avant toute action judiciaire ; à défaut de résolution amiable, les tribunaux français sont compétents.',
          ],
        },
      ],
    },
  },
  faq: [
    {
      question: 'Comment recharger mon robot ?',
      answer:
        'Utilisez uniquement le chargeur fourni et branchez-le sur le port de charge indiqué dans le manuel. Le témoin lumineux vous signale la fin de la charge ; évitez de laisser le robot en charge sans surveillance et ne l’utilisez pas pendant la recharge.',
    },
    {
      question: 'Comment associer mon robot à l’application Roboshift ?',
      answer:
        'Téléchargez l’application Roboshift, activez le Bluetooth de votre smartphone et allumez le robot. Dans l’application, choisissez « Ajouter un robot » et suivez les instructions : l’association se fait en quelques secondes.',
    },
    {
      question: 'Quelles commandes vocales mon robot comprend-il ?',
      answer:
        'Chaque robot comprend un ensemble de commandes comme la transformation, la marche ou les poses. La liste complète figure dans le manuel d’utilisation et dans l’application ; parlez distinctement, dans un environnement calme, pour une reconnaissance optimale.',
    },
    {
      question: 'Quelle garantie s’applique à mon robot ?',
      answer:
        'Votre robot bénéficie de la garantie légale de conformité de deux ans et de la garantie des vices cachés prévues par la loi française. En cas de problème, contactez notre service client ou utilisez le formulaire de retour fabricant en joignant votre preuve d’achat.',
    },
    {
      question: 'Comment mettre à jour le micrologiciel ?',
      answer:
        'Lorsqu’une mise à jour est disponible, l’application Roboshift vous en informe. Vérifiez que le robot est suffisamment chargé, gardez votre smartphone à proximité et n’éteignez pas le robot pendant l’installation.',
    },
    {
      question: 'Où livrez-vous et comment suivre ma commande ?',
      answer:
        'Nous livrons en France métropolitaine ; les options et délais disponibles sont indiqués lors de la commande. Dès l’expédition de votre colis, vous recevez un e-mail avec un numéro de suivi.',
    },
  ],
  retailers: [
    {
      name: 'La Galerie des Automates',
      city: 'Paris',
      address: '42 rue des Rouages, 75003 Paris',
      url: 'https://galerie-automates.example/',
      phone: '01 99 00 42 17',
    },
    {
      name: 'Robotique & Compagnie',
      city: 'Lyon',
      address: '7 quai des Horlogers, 69002 Lyon',
      url: 'https://robotique-compagnie.example/',
      phone: '04 65 71 20 48',
    },
    {
      name: 'Le Comptoir des Collectionneurs',
      city: 'Bordeaux',
      address: '15 cours des Mécaniciens, 33000 Bordeaux',
      url: 'https://comptoir-collectionneurs.example/',
      phone: '05 36 49 31 62',
    },
    {
      name: 'Planète Jouets Lille',
      city: 'Lille',
      address: '3 place des Inventeurs, 59000 Lille',
      url: 'https://planete-jouets-lille.example/',
      phone: '03 53 01 58 24',
    },
  ],
};
