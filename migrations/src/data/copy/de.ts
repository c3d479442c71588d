import type { RegionCopy } from './types';

export const copy: RegionCopy = {
  countryLabel: 'Deutschland - Deutsch',
  copyright: '© 2025 Roboshift. Alle Rechte vorbehalten.',
  companyAddress: ['Roboshift Deutschland GmbH', 'Zahnradstraße 27', '10117 Berlin', 'Deutschland'],
  paymentText: 'Sicher bezahlen mit PayPal',
  subscribe: {
    title: 'Nichts mehr verpassen',
    describe:
      'Melden Sie sich für unseren Newsletter an und erfahren Sie zuerst von neuen Robotern, exklusiven Angeboten und Events.',
    placeholder: 'Ihre E-Mail-Adresse',
    button: 'Anmelden',
    invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    success: 'Vielen Dank! Ihre Anmeldung zum Newsletter war erfolgreich.',
  },
  labels: {
    buy: 'Jetzt kaufen',
    preOrder: 'Vorbestellen',
    learnMore: 'Mehr erfahren',
    unlcokSoon: 'Bald verfügbar',
    save: 'Sie sparen',
    off: 'Rabatt',
    soldOut: 'Ausverkauft',
    watchVideo: 'Video ansehen',
    time: { days: 'Tage', hours: 'Stunden', minutes: 'Minuten', seconds: 'Sekunden' },
  },
  nav: {
    products: 'Produkte',
    robots: 'Roboter',
    education: 'Bildung',
    accessories: 'Zubehör',
    support: 'Support',
    about: 'Über Roboshift',
    whereToBuy: 'Händler finden',
    contactUs: 'Kontakt',
    manuals: 'Anleitungen',
    faq: 'FAQ',
    productRegistration: 'Produktregistrierung',
    returnManufacturer: 'Rücksendung an den Hersteller',
    aboutUs: 'Über uns',
    news: 'Neuigkeiten',
    afterSaleService: 'Kundendienst',
    warranty: 'Garantie',
    shippingPolicy: 'Versand',
    hub: 'Roboshift Hub',
    applyWholesale: 'Händler werden',
    halloween: 'Halloween',
    blackFriday: 'Black Friday',
    christmasSale: 'Weihnachtsangebote',
    chooseRegion: 'Region wählen',
    downloadCenter: 'Downloadcenter',
    cookies: 'Cookie-Richtlinie',
    privacy: 'Datenschutz',
    terms: 'Nutzungsbedingungen',
  },
  textBanner: 'Die Spielzeug-Revolution kommt am 25. September. Seien Sie die Ersten, die davon erfahren.',
  countdown: { title: 'Der Halloween-Sale endet in', button: 'Jetzt shoppen' },
  halloween: {
    homeTitle: 'Halloween-Sale | Roboshift',
    homeDescription:
      'Schaurig gute Angebote: Zu Halloween gibt es attraktive Rabatte auf unsere transformierenden Sammlerroboter – nur für kurze Zeit.',
    offer: 'Attraktive Rabatte und kostenloser Versand – nur für kurze Zeit',
  },
  manualKinds: {
    quickStart: 'Schnellstartanleitung',
    safety: 'Sicherheitshinweise',
    userManual: 'Bedienungsanleitung',
    download: 'Herunterladen',
  },
  products: {
    miniRobot: {
      name: 'Mini-Roboter',
      tagline: 'Kleines Format, große Verwandlung.',
      description:
        'Der Roboshift Mini-Roboter bringt die automatische Verwandlung in ein handliches Format. Sprachsteuerung, App-Steuerung und jede Menge Persönlichkeit – die Spielzeug-Revolution passt in eine Hand.',
      alt: 'Roboshift Mini-Roboter im Robotermodus auf einem Schreibtisch, kompakte Figur in kräftigen Farben',
      keywords: ['Mini-Roboter', 'transformierender Roboter', 'Sprachsteuerung', 'Roboter Spielzeug', 'Roboshift'],
      sections: [
        {
          heading: 'Die volle Verwandlung im Taschenformat',
          paragraphs: [
            'Der Mini-Roboter übernimmt die Technik unserer Flaggschiffe und verdichtet sie auf kleinstem Raum. Ein kurzer Befehl genügt, und er wechselt ganz von selbst in den anderen Modus.',
            'Flüssige Bewegungen und präzise Gelenke verleihen ihm eine erstaunliche Präsenz. Damit ist er der perfekte Einstieg in die Welt von Roboshift.',
          ],
        },
        {
          heading: 'Er hört Ihnen zu – und antwortet',
          paragraphs: [
            'Ob verwandeln, laufen oder posieren: Der Mini-Roboter reagiert auf Ihre Stimme. Soundeffekte und Animationen begleiten jede Aktion und machen ihn richtig lebendig.',
          ],
        },
        {
          heading: 'Steuern und gestalten per App',
          paragraphs: [
            'Mit der Roboshift-App steuern Sie den Roboter fernbedient, lösen Animationen aus und programmieren eigene Bewegungsabläufe. Firmware-Updates spielen Sie bequem über das Smartphone auf.',
            'Der Mini-Roboter wird schon bald enthüllt. Melden Sie sich zum Newsletter an, damit Sie den Start nicht verpassen.',
          ],
        },
      ],
    },
    flagshipBumblebee: {
      name: 'Bumblebee Flagship',
      tagline: 'Der treueste Autobot – jetzt zum Anfassen.',
      description:
        'Bumblebee Flagship verwandelt sich automatisch vom Roboter in einen Sportwagen, hört auf Sprachbefehle und lässt sich per App steuern. Ein Highlight für jede Transformers-Sammlung.',
      alt: 'Bumblebee Flagship im Robotermodus, gelb-schwarze Panzerung, Arme erhoben',
      keywords: ['Bumblebee', 'Transformers', 'transformierender Roboter', 'Sammlerroboter', 'Sprachsteuerung'],
      sections: [
        {
          heading: 'Vom Roboter zum Auto – in Sekunden',
          paragraphs: [
            'Auf Befehl startet Bumblebee seine automatische Verwandlung und wechselt mit beeindruckender Präzision vom Roboter- in den Fahrzeugmodus. Kein Teil muss von Hand bewegt werden – das Schauspiel läuft ganz von selbst ab.',
            'Jede Platte, jedes Rad und jedes Gelenk findet in einer perfekt abgestimmten Choreografie seinen Platz. So nah am Original war Bumblebee noch nie.',
          ],
        },
        {
          heading: 'Ein Begleiter, der auf Ihre Stimme hört',
          paragraphs: [
            'Sagen Sie ihm, er soll sich verwandeln, laufen oder winken – Bumblebee antwortet mit seinen typischen Soundeffekten. Sein verschmitzter Charakter wird bei jeder Interaktion lebendig.',
            'Über die Roboshift-App steuern Sie ihn außerdem aus der Ferne. Eigene Aktionsfolgen lassen sich ebenso einfach erstellen.',
          ],
        },
        {
          heading: 'Gemacht für Sammler',
          paragraphs: [
            'Sorgfältige Lackierung, originalgetreue Proportionen und liebevolle Details machen Bumblebee Flagship zu einem echten Ausstellungsstück. In der Vitrine macht er ebenso viel her wie bei der Vorführung vor Freunden.',
          ],
        },
      ],
    },
    toyStoryBuzzLightyear: {
      name: 'Toy Story Buzz Lightyear',
      tagline: 'Bis zur Unendlichkeit und noch viel weiter – wirklich.',
      description:
        'Der Toy Story Buzz Lightyear Roboter bietet mehr als 20 filmgetreue Details, läuft, breitet seine Flügel aus und reagiert auf Ihre Stimme. Der berühmteste Space Ranger landet in Ihrem Wohnzimmer.',
      alt: 'Toy Story Buzz Lightyear Roboter in Heldenpose, weiß-grün-violetter Anzug, Flügel ausgeklappt',
      keywords: ['Buzz Lightyear', 'Toy Story', 'interaktiver Roboter', 'Disney Pixar', 'Sprachsteuerung'],
      sections: [
        {
          heading: 'Der Toy-Story-Held, lebensecht wie nie',
          paragraphs: [
            'Helm, Armbandknöpfe, ausklappbare Flügel: Mehr als 20 filmgetreue Details wurden mit großer Sorgfalt umgesetzt. Fans erkennen sofort den Buzz, den sie seit ihrer Kindheit lieben.',
          ],
        },
        {
          heading: 'Er läuft, spricht und breitet die Flügel aus',
          paragraphs: [
            'Auf Sprachbefehl setzt sich Buzz in Bewegung, nimmt Posen ein und klappt mit dem bekannten Sound seine Flügel aus. Seine Kultsprüche begleiten jede Aktion.',
            'Die Roboshift-App eröffnet noch mehr Möglichkeiten: Fernsteuerung, zusätzliche Animationen und eigene Szenen. So erleben Sie Ihre Lieblingsmomente aus dem Film zu Hause neu.',
          ],
        },
        {
          heading: 'Für kleine und große Space Ranger',
          paragraphs: [
            'Für Kinder ist Buzz ein interaktiver Spielgefährte, für langjährige Fans ein besonderes Sammlerstück. Ein Geschenk, das in jedem Alter für leuchtende Augen sorgt.',
          ],
        },
      ],
    },
    flagshipMegatron: {
      name: 'Megatron Flagship',
      tagline: 'Der Anführer der Decepticons übernimmt das Kommando.',
      description:
        'Megatron Flagship verwandelt sich automatisch, hört auf Sprachbefehle und lässt sich per App steuern. Der Erzfeind der Autobots als Sammlerroboter, der seiner Legende gerecht wird.',
      alt: 'Megatron Flagship im Robotermodus, silbergraue Panzerung, Armkanone nach vorn gerichtet',
      keywords: ['Megatron', 'Decepticon', 'Transformers', 'transformierender Roboter', 'Vorbestellung'],
      sections: [
        {
          heading: 'Eine Verwandlung, die seiner Legende gerecht wird',
          paragraphs: [
            'Ein Befehl genügt, und Megatron wechselt in einem perfekt synchronisierten mechanischen Ballett vom Roboter- in seinen alternativen Modus. Die Verwandlung läuft vom ersten bis zum letzten Schritt vollautomatisch ab.',
            'Seine imposante Silhouette und die metallischen Oberflächen fangen die ganze Bedrohlichkeit des Decepticon-Anführers ein. Selbst im Stillstand verschafft er sich Respekt.',
          ],
        },
        {
          heading: 'Er gibt Befehle – und nimmt sie entgegen',
          paragraphs: [
            'Megatron reagiert auf Ihre Sprachbefehle mit charakterstarken Sprüchen und Soundeffekten. Laufen, Kampfposen, Verwandlung – alles lässt sich per Stimme auslösen.',
            'In der Roboshift-App programmieren Sie seine Bewegungen und inszenieren eigene Duelle. Gegen Optimus Prime bekommt der Kampf eine ganz neue Dimension.',
          ],
        },
        {
          heading: 'Jetzt vorbestellen',
          paragraphs: [
            'Megatron Flagship kann ab sofort vorbestellt werden. Sichern Sie sich Ihr Exemplar und gehören Sie zu den ersten Sammlern, die den Herrscher der Decepticons zu Hause begrüßen.',
          ],
        },
      ],
    },
    buzzLightyearSpaceRangerAlpha: {
      name: 'Buzz Lightyear Space Ranger Alpha',
      tagline: 'Die Elite-Edition des Space Rangers.',
      description:
        'Buzz Lightyear Space Ranger Alpha interpretiert den Toy-Story-Helden als hochwertigen interaktiven Roboter neu – mit flüssigen Bewegungen, Sprachsteuerung und App-Steuerung.',
      alt: 'Buzz Lightyear Space Ranger Alpha Roboter stehend, detailreicher Raumanzug und geöffnete Flügel',
      keywords: ['Buzz Lightyear', 'Space Ranger Alpha', 'Toy Story', 'Sammlerroboter', 'interaktiver Roboter'],
      sections: [
        {
          heading: 'Der Space Ranger in der Alpha-Version',
          paragraphs: [
            'Die Alpha-Edition legt den Fokus auf die Details des Raumanzugs und eine noch ausdrucksstärkere Gestik. Jede Bewegung wurde so abgestimmt, dass Buzz’ legendäres Selbstbewusstsein spürbar wird.',
          ],
        },
        {
          heading: 'Bereit für die Mission – auf Ihr Kommando',
          paragraphs: [
            'Sprechen Sie ihn an, und Buzz legt los: laufen, salutieren, Flügel ausklappen oder in Kampfhaltung gehen. Seine bekannten Sprüche erwecken jede Szene zum Leben.',
            'Über die Roboshift-App steuern Sie ihn und verketten seine Animationen. Denken Sie sich eigene Missionen aus und lassen Sie Buzz sie erfüllen.',
          ],
        },
        {
          heading: 'Ein Blickfang für jede Vitrine',
          paragraphs: [
            'Ob im Regal oder auf dem Schreibtisch: Buzz Space Ranger Alpha zieht alle Blicke auf sich. Ein echtes Highlight für anspruchsvolle Disney- und Pixar-Sammler.',
          ],
        },
      ],
    },
    flagshipOptimusPrime: {
      name: 'Optimus Prime Flagship',
      tagline: 'Der Anführer der Autobots in seiner vollendetsten Form.',
      description:
        'Mit 27 Servomotoren und über 5.000 Teilen verwandelt sich Optimus Prime Flagship automatisch vom Roboter in einen Truck, reagiert auf Sprachbefehle und lässt sich per App steuern.',
      alt: 'Optimus Prime Flagship im Robotermodus, rot-blaue Panzerung, neben seinem Truck-Modus',
      keywords: ['Optimus Prime', 'Autobot', 'Transformers', 'transformierender Roboter', '27 Servomotoren'],
      sections: [
        {
          heading: 'Ingenieurskunst in Bestform',
          paragraphs: [
            'Über 5.000 Teile und 27 Servomotoren arbeiten zusammen, um Optimus Prime zum Leben zu erwecken. Das Ergebnis sind außergewöhnlich flüssige Bewegungen und eine Verwandlung von verblüffender Präzision.',
            'Vom Truck zum Roboter und zurück geschieht alles automatisch, ganz ohne Handarbeit. Ein Schauspiel, von dem man nicht genug bekommt.',
          ],
        },
        {
          heading: 'Der Anführer meldet sich zur Stelle',
          paragraphs: [
            'Optimus Prime folgt Ihren Sprachbefehlen und unterstreicht sie mit seinen legendären Zitaten. Verwandeln, laufen, grüßen – Sie müssen es nur sagen.',
            'Die Roboshift-App bietet Fernsteuerung und die Programmierung eigener Bewegungsabläufe. Auch Firmware-Updates installieren Sie darüber mit wenigen Fingertipps.',
          ],
        },
        {
          heading: 'Das Herzstück jeder Transformers-Sammlung',
          paragraphs: [
            'Originalgetreue Proportionen, hochwertige Lackierung und sichtbare mechanische Details: Optimus Prime Flagship ist zum Ausstellen ebenso gemacht wie zum Vorführen. Ein Meisterstück, das den Geist von Roboshift verkörpert.',
          ],
        },
      ],
    },
    grimlockG1Flagship: {
      name: 'Grimlock G1 Flagship',
      tagline: 'Ich Grimlock – König der Dinobots!',
      description:
        'Grimlock G1 Flagship verwandelt sich automatisch vom Roboter in einen Tyrannosaurus und kennt über 150 Sätze. Der legendäre Dinobot der ersten Generation als interaktiver Sammlerroboter.',
      alt: 'Grimlock G1 Flagship im Tyrannosaurus-Modus, grau-goldene Panzerung, Maul geöffnet',
      keywords: ['Grimlock', 'Dinobot', 'Transformers G1', 'Dinosaurier-Roboter', 'Sammlerroboter'],
      sections: [
        {
          heading: 'Vom Roboter zum Tyrannosaurus',
          paragraphs: [
            'Grimlock verwandelt sich in einer spektakulären Sequenz automatisch vom Roboterkrieger in einen furchterregenden Tyrannosaurus. Kiefer, Schwanz und Klauen bewegen sich dabei eindrucksvoll mit.',
          ],
        },
        {
          heading: 'Ein Dickkopf mit Charakter',
          paragraphs: [
            'Mit über 150 Sätzen im Repertoire hat Grimlock immer etwas zu sagen – mit dem typischen Selbstbewusstsein. Er reagiert auf Ihre Sprachbefehle und lässt Brüllen, Schritte und Kampfposen folgen.',
            'Mit der Roboshift-App steuern Sie ihn aus der Ferne und entwerfen eigene Szenarien. Warum ihn nicht gegen den Rest Ihrer Sammlung antreten lassen?',
          ],
        },
        {
          heading: 'Eine Hommage an die Generation 1',
          paragraphs: [
            'Design nach der originalen Zeichentrickserie, ikonische Farben und Sammlerqualität: Grimlock G1 Flagship richtet sich an Fans der ersten Stunde. Aufgrund der großen Nachfrage ist er derzeit ausverkauft.',
          ],
        },
      ],
    },
    eliteOptimusPrime: {
      name: 'Elite Optimus Prime',
      tagline: 'Die Autobot-Legende im kompakten Format.',
      description:
        'Elite Optimus Prime verwandelt sich automatisch vom Roboter in einen Truck und hört auf Ihre Stimme – in einem kompakten Format, das auf jeden Schreibtisch passt.',
      alt: 'Elite Optimus Prime im Robotermodus, rot-blaue Panzerung, auf einem Regal stehend',
      keywords: [
        'Elite Optimus Prime',
        'Transformers',
        'transformierender Roboter',
        'kompakter Roboter',
        'Geschenkidee',
      ],
      sections: [
        {
          heading: 'Optimus Prime auf den Punkt gebracht',
          paragraphs: [
            'Elite Optimus Prime vereint die automatische Verwandlung und den Charakter des Autobot-Anführers in einem zugänglicheren Format. Die Verwandlung vom Roboter zum Truck startet mit einem einzigen Befehl.',
          ],
        },
        {
          heading: 'Sprachsteuerung und App',
          paragraphs: [
            'Er reagiert auf Ihre Stimme, läuft, posiert und spricht seine bekannten Zitate. Die Roboshift-App ergänzt das Erlebnis um Fernsteuerung und eigene Bewegungsabläufe.',
            'In Kombination mit der KI-Basis wirkt er in der Ausstellung noch lebendiger. Beide gibt es deshalb auch zusammen im Set.',
          ],
        },
        {
          heading: 'Ideal für den Sammlungsstart',
          paragraphs: [
            'Dank seines kompakten Formats und seiner robusten Bauweise ist er der ideale Einstieg in die Welt von Roboshift. Ein perfektes Geschenk für Transformers-Fans jeden Alters.',
          ],
        },
      ],
    },
    interstellarScoutK1: {
      name: 'K1 Interstellar-Scout',
      tagline: 'Spielerisch programmieren lernen.',
      description:
        'Der K1 Interstellar-Scout ist ein programmierbarer Lernroboter, der Kinder spielerisch ans Programmieren heranführt – mit Sprachsteuerung und eigener App.',
      alt: 'Lernroboter K1 Interstellar-Scout auf einem Tisch neben einem Tablet mit Programmierblöcken',
      keywords: ['Lernroboter', 'Programmieren für Kinder', 'MINT', 'programmierbarer Roboter', 'K1'],
      sections: [
        {
          heading: 'Der erste Schritt ins Programmieren',
          paragraphs: [
            'Mit dem K1 entdecken Kinder die Logik des Programmierens, indem sie in der App visuelle Blöcke zusammensetzen. Jedes Programm wird sofort in Bewegung, Klang und Licht umgesetzt.',
            'So wird Lernen zum Abenteuer, Mission für Mission. Die Fortschritte kommen dabei fast von selbst.',
          ],
        },
        {
          heading: 'Ein Roboter, der aufs Wort hört',
          paragraphs: [
            'Der K1 versteht einfache Sprachbefehle und ist damit vom ersten Moment an leicht zugänglich. Die Kleinsten spielen frei, während ältere Kinder sich an Programmieraufgaben wagen.',
          ],
        },
        {
          heading: 'Für Zuhause und Klassenzimmer',
          paragraphs: [
            'Robust und leicht zu bedienen, eignet sich der K1 für Familien ebenso wie für Schulen und Workshops. Die Inhalte der App wachsen mit jedem Update und halten das Lernen spannend.',
          ],
        },
      ],
    },
    k1ProInterstellarScout: {
      name: 'K1 Pro Interstellar-Scout',
      tagline: 'Der Lernroboter, der mit Ihrem Kind mitwächst.',
      description:
        'Der K1 Pro Interstellar-Scout geht beim Programmierenlernen noch weiter – mit anspruchsvolleren Aufgaben, Sprachbefehlen und umfassender App-Steuerung.',
      alt: 'Lernroboter K1 Pro Interstellar-Scout in Erkundungspose, weißes Gehäuse mit Leuchtakzenten',
      keywords: ['K1 Pro', 'Lernroboter', 'Programmieren', 'Roboter für Kinder', 'MINT'],
      sections: [
        {
          heading: 'Anspruchsvollere Missionen',
          paragraphs: [
            'Der K1 Pro bietet alles, was den K1 ausmacht, und erweitert es um fortgeschrittene Programmiermöglichkeiten. Kinder arbeiten sich in ihrem eigenen Tempo von visuellen Blöcken zu komplexeren Abläufen vor.',
          ],
        },
        {
          heading: 'Sprachsteuerung und App',
          paragraphs: [
            'Sprachbefehle, Fernsteuerung und selbst erstellte Abläufe: Der K1 Pro lässt sich auf vielfältige Weise steuern. Geführte Lernpfade in der App verwandeln jedes neue Konzept in eine Weltraummission.',
            'Eltern können die Fortschritte in der App verfolgen. So begleiten sie das Lernen im Alltag, ganz ohne Programmierkenntnisse.',
          ],
        },
        {
          heading: 'Ein Partner für neues Lernen',
          paragraphs: [
            'Der K1 Pro fördert Neugier, logisches Denken und Kreativität und begleitet Kinder über Jahre hinweg. Wegen der hohen Nachfrage ist er derzeit ausverkauft – schauen Sie bald wieder vorbei.',
          ],
        },
      ],
    },
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: {
      name: 'Optimus Prime Aufstieg der Bestien – Limited Signature Edition',
      tagline: 'Eine seltene Edition für echte Sammler.',
      description:
        'Inspiriert von „Transformers: Aufstieg der Bestien“ verwandelt sich dieser Optimus Prime in limitierter Signature Edition automatisch, hört auf Sprachbefehle und lässt sich per App steuern.',
      alt: 'Optimus Prime Aufstieg der Bestien Limited Signature Edition im Robotermodus, rot-blaue Panzerung im Filmdesign',
      keywords: ['Optimus Prime', 'Aufstieg der Bestien', 'Limited Edition', 'Transformers', 'Sammlerroboter'],
      sections: [
        {
          heading: 'Der Look der großen Leinwand',
          paragraphs: [
            'Diese Edition setzt das Design von Optimus Prime aus „Aufstieg der Bestien“ originalgetreu um – mit schärferen Linien und sichtbaren mechanischen Details. Eine kinoreife Interpretation des Autobot-Anführers.',
          ],
        },
        {
          heading: 'Automatische Verwandlung und Interaktion',
          paragraphs: [
            'Auf Sprachbefehl wechselt Optimus Prime ohne jedes Zutun vom Roboter- in den Truck-Modus. Er läuft, posiert und spricht Zitate aus der Welt des Films.',
            'Mit der Roboshift-App steuern Sie ihn und stellen eigene Abläufe zusammen. Spielen Sie Ihre Lieblingsszenen aus dem Film Schritt für Schritt nach.',
          ],
        },
        {
          heading: 'Eine limitierte Signature Edition',
          paragraphs: [
            'Diese Signature Edition wird nur in begrenzter Stückzahl gefertigt und hebt sich durch exklusive Oberflächen ab. Ein seltenes Stück, das einen Ehrenplatz in Ihrer Sammlung verdient.',
          ],
        },
      ],
    },
    bumblebeeG1Performance: {
      name: 'Bumblebee G1 Performance',
      tagline: 'Der Bumblebee der ersten Generation ist zurück.',
      description:
        'Bumblebee G1 Performance verwandelt sich automatisch vom Roboter in einen kleinen gelben Kompaktwagen und reagiert auf Ihre Stimme – im Design der originalen Zeichentrickserie.',
      alt: 'Bumblebee G1 Performance im Robotermodus, gelbes Retro-Design nach der Zeichentrickserie',
      keywords: ['Bumblebee', 'G1', 'Transformers', 'transformierender Roboter', 'Retro'],
      sections: [
        {
          heading: 'Der Charme der Generation 1',
          paragraphs: [
            'Runde Formen, Originalfarben und ein sympathisches Gesicht: Bumblebee G1 Performance ist eine Hommage an die Zeichentrickfigur der 80er-Jahre. Fans der ersten Stunde werden begeistert sein.',
          ],
        },
        {
          heading: 'Performance und Verwandlung',
          paragraphs: [
            'Wie seine großen Brüder verwandelt er sich auf Befehl automatisch vom Roboter ins Fahrzeug und zurück. Seine flinken Bewegungen spiegeln Bumblebees energiegeladenes Wesen perfekt wider.',
            'Per Sprachbefehl oder Roboshift-App lassen Sie ihn laufen, winken und Animationen aneinanderreihen. Stillsitzen ist seine Sache nicht.',
          ],
        },
        {
          heading: 'Ein Format, das überall Platz findet',
          paragraphs: [
            'Kompakter als die Flagship-Reihe passt Bumblebee G1 Performance problemlos ins Regal oder auf den Schreibtisch. Ein großartiger Einstieg in das Roboshift-Abenteuer.',
          ],
        },
      ],
    },
    aiBase: {
      name: 'KI-Basis',
      tagline: 'Die intelligente Bühne für Ihren Roboter.',
      description:
        'Die KI-Basis ist ein intelligenter Präsentationssockel, der Ihren Roboshift-Roboter in Szene setzt und seine Sprachinteraktion im Ausstellungsbetrieb erweitert.',
      alt: 'Roboshift KI-Basis, schwarzer Präsentationssockel mit Leuchtakzenten, darauf ein Roboter',
      keywords: ['KI-Basis', 'Präsentationssockel', 'Roboter-Zubehör', 'Roboshift', 'künstliche Intelligenz'],
      sections: [
        {
          heading: 'Die richtige Bühne für Ihren Roboter',
          paragraphs: [
            'Die KI-Basis gibt Ihrem Roboter den Auftritt, den er verdient. Ihr schlichtes Design und die Lichteffekte bringen jedes Detail zur Geltung – in der Vitrine wie auf dem Schreibtisch.',
          ],
        },
        {
          heading: 'Lebendigere Interaktion',
          paragraphs: [
            'Auf der KI-Basis wirkt Ihr kompatibler Roboter noch präsenter: Er begrüßt Sie, reagiert auf Ihre Stimme und belebt den Raum um sich herum. Aus der Ausstellung wird ein interaktives Erlebnis.',
            'Die Einrichtung erledigen Sie in wenigen Schritten in der Roboshift-App. Technische Vorkenntnisse sind nicht nötig.',
          ],
        },
        {
          heading: 'Kompatibilität',
          paragraphs: [
            'Die KI-Basis ist auf Elite Optimus Prime abgestimmt und auch im Set mit ihm erhältlich. Ob weitere Modelle kompatibel sind, erfahren Sie auf der jeweiligen Produktseite oder bei unserem Kundendienst.',
          ],
        },
      ],
    },
    eliteOptimusPrimeAiBase: {
      name: 'Elite Optimus Prime + KI-Basis im Set',
      tagline: 'Roboter und intelligenter Sockel – perfekt vereint.',
      description:
        'Dieses Set vereint Elite Optimus Prime und die KI-Basis zu einem Komplettpaket: automatische Verwandlung, Sprachsteuerung und intelligente Inszenierung.',
      alt: 'Elite Optimus Prime im Robotermodus auf der beleuchteten KI-Basis',
      keywords: ['Elite Optimus Prime', 'KI-Basis', 'Set', 'Transformers', 'Geschenkidee'],
      sections: [
        {
          heading: 'Das perfekte Duo',
          paragraphs: [
            'Elite Optimus Prime und die KI-Basis wurden füreinander entwickelt. Im Set erhalten Sie das umfassendste Roboshift-Erlebnis im kompakten Format.',
          ],
        },
        {
          heading: 'Das steckt im Set',
          paragraphs: [
            'Sie erhalten den Elite Optimus Prime, der sich automatisch vom Roboter in einen Truck verwandelt, sowie die KI-Basis als intelligenten Präsentationssockel. Beides ist über die Roboshift-App im Handumdrehen eingerichtet.',
          ],
        },
        {
          heading: 'Eine Geschenkidee mit Wow-Effekt',
          paragraphs: [
            'Vom ersten Tag an bereit zum Ausstellen und Vorführen, ist dieses Set ein unvergessliches Geschenk für Transformers-Fans. Auspacken, aufladen und den ersten Befehl geben – mehr braucht es nicht.',
          ],
        },
      ],
    },
  },
  pages: {
    '': {
      title: 'Roboshift | Transformierende Sammlerroboter',
      description:
        'Entdecken Sie die Roboter von Roboshift: Transformers- und Toy-Story-Figuren mit automatischer Verwandlung, Sprachsteuerung und App-Steuerung.',
      keywords: [
        'Roboshift',
        'transformierender Roboter',
        'Transformers',
        'Sammlerroboter',
        'Toy Story',
        'interaktiver Roboter',
      ],
      heading: 'Roboter, die sich vor Ihren Augen verwandeln',
      intro:
        'Bumblebee, Optimus Prime, Megatron, Grimlock oder Buzz Lightyear: Die Roboter von Roboshift verwandeln sich automatisch, hören auf Ihre Stimme und lassen sich per Smartphone steuern.',
      sections: [
        {
          heading: 'Automatische Verwandlung',
          paragraphs: [
            'Unsere Roboter wechseln ohne jeden Handgriff von einem Modus in den anderen – dank Dutzender perfekt synchronisierter Mechanismen. Ein einziger Befehl genügt, und die Show beginnt.',
          ],
        },
        {
          heading: 'Roboter, die zuhören',
          paragraphs: [
            'Sprachbefehle, Kultzitate und Steuerung per Roboshift-App: Jeder Roboter hat seine eigene Persönlichkeit. Regelmäßige Updates erweitern das Erlebnis mit der Zeit.',
          ],
        },
        {
          heading: 'Zum Sammeln und Lernen',
          paragraphs: [
            'Von lizenzierten Sammlerstücken für Fans bis zu den K1-Lernrobotern für Kinder: Bei Roboshift gibt es für jede Leidenschaft den passenden Roboter. Die K1-Modelle führen schon die Jüngsten spielerisch ans Programmieren heran.',
          ],
        },
      ],
    },
    'choose-your-region': {
      title: 'Region wählen',
      description:
        'Wählen Sie Ihr Land oder Ihre Region, um die Roboshift-Website in Ihrer Sprache und mit den bei Ihnen verfügbaren Produkten, Angeboten und Services zu sehen.',
      keywords: ['Region wählen', 'Land', 'Sprache', 'Roboshift'],
      heading: 'Wählen Sie Ihr Land oder Ihre Region',
      intro:
        'Produkte, Angebote, Zahlungsarten und Lieferbedingungen unterscheiden sich je nach Land. Wählen Sie Ihre Region, um die passende Website aufzurufen.',
      sections: [
        {
          heading: 'Warum eine Region wählen?',
          paragraphs: [
            'Jede regionale Website zeigt Sprache, Währung und die in Ihrem Land erhältlichen Produkte. Außerdem finden Sie dort den zuständigen Kundendienst, die geltenden Garantiebedingungen und autorisierte Händler in Ihrer Nähe.',
            'Ihre Auswahl wird für künftige Besuche gespeichert. Sie können sie jederzeit über den Seitenfuß ändern.',
          ],
        },
      ],
    },
    'black-friday': {
      title: 'Black Friday',
      description:
        'Black Friday bei Roboshift: außergewöhnliche Angebote auf transformierende Sammlerroboter und Lernroboter – nur für kurze Zeit.',
      keywords: ['Black Friday', 'Roboter Angebote', 'Transformers Rabatt', 'Roboshift', 'Geschenkidee'],
      heading: 'Black Friday bei Roboshift',
      intro:
        'Der perfekte Moment, um Ihre Sammlung zu erweitern oder schon jetzt an Weihnachtsgeschenke zu denken. Unsere besten Angebote des Jahres sind da – aber nicht für lange.',
      sections: [
        {
          heading: 'Die Angebote des Jahres',
          paragraphs: [
            'Zum Black Friday gibt es auf eine große Auswahl an Roboshift-Robotern besondere Rabatte. Welche Produkte reduziert sind und wie hoch der Nachlass ist, sehen Sie direkt auf der jeweiligen Produktseite.',
          ],
        },
        {
          heading: 'Gut zu wissen',
          paragraphs: [
            'Die Angebote gelten nur im Aktionszeitraum und solange der Vorrat reicht. Ihr gesetzliches Widerrufsrecht und die gesetzliche Gewährleistung gelten selbstverständlich auch für reduzierte Artikel.',
          ],
        },
      ],
    },
    'christmas-sale': {
      title: 'Weihnachtsangebote',
      description:
        'Finden Sie das perfekte Geschenk mit den Weihnachtsangeboten von Roboshift: Transformers, Toy Story und Lernroboter zu Festtagspreisen.',
      keywords: ['Weihnachten', 'Weihnachtsgeschenk', 'Weihnachtsangebote', 'Roboter Geschenk', 'Roboshift'],
      heading: 'Weihnachtsangebote bei Roboshift',
      intro:
        'Legen Sie dieses Jahr ein Stück Robotermagie unter den Baum. Entdecken Sie unsere Festtagsangebote für Roboter, die sich verwandeln, sprechen und Augen zum Leuchten bringen.',
      sections: [
        {
          heading: 'Geschenkideen für alle',
          paragraphs: [
            'Ob leidenschaftliche Sammler, Toy-Story-Fans oder junge Programmier-Talente: In unserer Weihnachtsauswahl findet jeder seinen Roboter. Die aktuellen Rabatte sehen Sie auf den Produktseiten.',
          ],
        },
        {
          heading: 'Rechtzeitig zum Fest bestellen',
          paragraphs: [
            'Damit Ihre Geschenke pünktlich unter dem Baum liegen, beachten Sie bitte die Bestellfristen, die wir Ihnen an der Kasse anzeigen. Unser Team verpackt und versendet Ihre Bestellungen auch in der Weihnachtszeit mit größter Sorgfalt.',
          ],
        },
      ],
    },
    'where-to-buy': {
      title: 'Händler finden',
      description:
        'Finden Sie einen autorisierten Roboshift-Händler in Deutschland: Fachgeschäfte und Partner, die unsere transformierenden Roboter führen.',
      keywords: ['Händler finden', 'autorisierter Händler', 'Fachhandel', 'Roboshift Deutschland'],
      heading: 'Wo Sie Roboshift-Roboter kaufen können',
      intro:
        'Unsere Roboter erhalten Sie in unserem Onlineshop und bei autorisierten Händlern in ganz Deutschland. Beim Kauf über einen autorisierten Händler erhalten Sie garantiert Originalware mit voller Roboshift-Garantie.',
      sections: [
        {
          heading: 'Warum ein autorisierter Händler?',
          paragraphs: [
            'Autorisierte Händler kennen unsere Produkte genau und beziehen sie direkt von Roboshift. Sie beraten Sie, führen die Roboter vor und helfen Ihnen auch nach dem Kauf weiter.',
            'Vorsicht bei auffällig günstigen Angeboten auf unbekannten Websites. Fälschungen haben weder Garantie noch Zugang zu offiziellen Updates.',
          ],
        },
        {
          heading: 'Sie sind Händler?',
          paragraphs: [
            'Sie möchten Roboshift-Roboter in Ihrem Geschäft anbieten? Wenden Sie sich an unser Vertriebsteam und erfahren Sie mehr über unser Partnerprogramm für den Handel.',
          ],
        },
      ],
    },
    manuals: {
      title: 'Anleitungen und Downloads',
      description:
        'Laden Sie Schnellstartanleitungen, Bedienungsanleitungen und Sicherheitshinweise für alle Roboshift-Roboter als PDF herunter.',
      keywords: ['Bedienungsanleitung', 'Schnellstartanleitung', 'Download', 'Sicherheitshinweise', 'Roboshift'],
      heading: 'Anleitungen und Downloads',
      intro:
        'Hier finden Sie die gesamte Dokumentation zu Ihrem Roboshift-Roboter: Schnellstartanleitung, ausführliche Bedienungsanleitung und Sicherheitshinweise – kostenlos als PDF.',
      sections: [
        {
          heading: 'Das richtige Dokument finden',
          paragraphs: [
            'Wählen Sie Ihren Roboter aus der Liste und anschließend das gewünschte Dokument. Die Schnellstartanleitung begleitet Sie bei der ersten Inbetriebnahme, die Bedienungsanleitung erklärt alle Funktionen im Detail.',
          ],
        },
        {
          heading: 'Sicherheit geht vor',
          paragraphs: [
            'Lesen Sie vor der ersten Verwendung bitte die Sicherheitshinweise, insbesondere zum Laden des Akkus. Bewahren Sie sie auf, damit Sie jederzeit nachschlagen können.',
          ],
        },
        {
          heading: 'Sie brauchen weitere Hilfe?',
          paragraphs: [
            'Wenn Sie keine Antwort auf Ihre Frage finden, hilft Ihnen unser Kundendienst gern weiter. Halten Sie dafür bitte Modell und Seriennummer Ihres Roboters bereit.',
          ],
        },
      ],
    },
    'product-registration': {
      title: 'Produktregistrierung',
      description:
        'Registrieren Sie Ihren Roboshift-Roboter, um Serviceanfragen zu beschleunigen und wichtige Informationen zu Ihrem Produkt zu erhalten.',
      keywords: ['Produktregistrierung', 'Garantie', 'Seriennummer', 'Roboshift'],
      heading: 'Registrieren Sie Ihren Roboter',
      intro:
        'Mit der Registrierung Ihres Roboters vereinfachen Sie spätere Serviceanfragen und erhalten wichtige Informationen zu Ihrem Produkt, etwa zu Updates und Sicherheitshinweisen.',
      sections: [
        {
          heading: 'So funktioniert es',
          paragraphs: [
            'Geben Sie Ihre Kontaktdaten, das Modell, die Seriennummer und das Kaufdatum an und laden Sie einen Kaufbeleg hoch. Die Seriennummer finden Sie auf dem Etikett an der Unterseite des Roboters und auf der Verpackung.',
            'Nach erfolgreicher Registrierung erhalten Sie eine Bestätigung per E-Mail. Ihre registrierten Roboter können Sie jederzeit einsehen.',
          ],
        },
        {
          heading: 'Ihre Rechte bleiben bestehen',
          paragraphs: [
            'Die Registrierung ist freiwillig und keine Voraussetzung für Ihre gesetzlichen Gewährleistungsrechte. Sie hilft uns lediglich, Ihre Anliegen schneller zu bearbeiten.',
          ],
        },
      ],
    },
    'return-manufacturer': {
      title: 'Rücksendung an den Hersteller',
      description:
        'Beantragen Sie eine Rücksendung oder Reparatur bei Roboshift: Online-Formular, Ablauf und Hinweise zum Versand.',
      keywords: ['Rücksendung', 'Reparatur', 'Kundendienst', 'Gewährleistung', 'Roboshift'],
      heading: 'Rücksendung an den Hersteller beantragen',
      intro:
        'Ihr Roboter hat einen Defekt? Füllen Sie das Rücksendeformular aus – unser Team prüft Ihre Anfrage und erklärt Ihnen das weitere Vorgehen für Reparatur oder Austausch.',
      sections: [
        {
          heading: 'Bevor Sie eine Anfrage stellen',
          paragraphs: [
            'Prüfen Sie, ob der Akku geladen und die Firmware aktuell ist, und werfen Sie einen Blick in unsere FAQ und die Bedienungsanleitung. Viele Probleme lassen sich mit diesen einfachen Schritten in wenigen Minuten lösen.',
          ],
        },
        {
          heading: 'Ablauf der Rücksendung',
          paragraphs: [
            'Geben Sie im Formular Modell, Seriennummer, Kaufdatum und eine genaue Fehlerbeschreibung an, am besten mit Foto oder Video. Nach der Prüfung senden wir Ihnen eine Rücksendenummer und eine Versandanleitung.',
            'Bitte schicken Sie kein Produkt ohne diese Nummer ein. Unangemeldete Pakete können leider nicht bearbeitet werden.',
          ],
        },
        {
          heading: 'Verpackung und Versand',
          paragraphs: [
            'Bringen Sie den Roboter in den Fahrzeug- oder Aufbewahrungsmodus und verpacken Sie ihn sorgfältig, möglichst im Originalkarton. Bewahren Sie den Einlieferungsbeleg auf, bis Ihr Fall abgeschlossen ist.',
          ],
        },
      ],
    },
  },
  legal: {
    cookies: {
      title: 'Cookie-Richtlinie',
      updated: '2025-09-01',
      sections: [
        {
          heading: 'Was sind Cookies?',
          paragraphs: [
            'Cookies sind kleine Textdateien, die beim Besuch einer Website auf Ihrem Endgerät gespeichert werden. Sie ermöglichen es unter anderem, Ihren Browser wiederzuerkennen, Ihre Einstellungen zu speichern und die Nutzung der Website zu analysieren.',
          ],
        },
        {
          heading: 'Welche Cookies wir verwenden',
          paragraphs: [
            'Wir setzen technisch notwendige Cookies ein, die für den Betrieb der Website erforderlich sind, etwa für Warenkorb, Anmeldung und Regionsauswahl. Nur mit Ihrer Einwilligung verwenden wir zusätzlich Analyse- und Marketing-Cookies, auch von Drittanbietern.',
          ],
        },
        {
          heading: 'Rechtsgrundlage',
          paragraphs: [
            'Technisch notwendige Cookies setzen wir auf Grundlage von § 25 Abs. 2 TDDDG ein. Alle übrigen Cookies verwenden wir nur nach Ihrer Einwilligung gemäß § 25 Abs. 1 TDDDG und Art. 6 Abs. 1 lit. a DSGVO.',
          ],
        },
        {
          heading: 'Ihre Einstellungen verwalten',
          paragraphs: [
            'Über den Link „Cookie-Einstellungen“ im Seitenfuß können Sie Ihre Auswahl jederzeit ändern und eine erteilte Einwilligung mit Wirkung für die Zukunft widerrufen. Zudem können Sie Cookies in Ihrem Browser blockieren oder löschen; einige Funktionen der Website stehen dann möglicherweise nicht mehr zur Verfügung.',
          ],
        },
        {
          heading: 'Speicherdauer',
          paragraphs: [
            'Cookies werden nur so lange gespeichert, wie es für ihren jeweiligen Zweck erforderlich ist. Sitzungscookies werden beim Schließen des Browsers gelöscht, dauerhafte Cookies nach Ablauf ihrer festgelegten Laufzeit.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Datenschutzerklärung',
      updated: '2025-09-01',
      sections: [
        {
          heading: 'Verantwortlicher',
          paragraphs: [
            'Verantwortlich für die Datenverarbeitung auf dieser Website ist die Roboshift Deutschland GmbH, Zahnradstraße 27, 10117 Berlin. Unseren Datenschutzbeauftragten erreichen Sie unter datenschutz@roboshift.example.',
          ],
        },
        {
          heading: 'Welche Daten wir verarbeiten',
          paragraphs: [
            'Wir verarbeiten die Daten, die Sie uns mitteilen, etwa Name, Kontaktdaten, Bestellinformationen und die Seriennummer Ihres Roboters, sowie technische Nutzungsdaten. Wir nutzen sie zur Abwicklung von Bestellungen und Kundenkonto, für den Kundendienst, für den Newsletterversand nach Ihrer Anmeldung und zur Verbesserung unserer Angebote.',
          ],
        },
        {
          heading: 'Rechtsgrundlagen',
          paragraphs: [
            'Die Verarbeitung erfolgt auf Grundlage der Datenschutz-Grundverordnung (DSGVO): zur Vertragserfüllung (Art. 6 Abs. 1 lit. b), zur Erfüllung rechtlicher Pflichten (lit. c), aufgrund unseres berechtigten Interesses (lit. f) oder mit Ihrer Einwilligung (lit. a). Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.',
          ],
        },
        {
          heading: 'Empfänger und Drittlandübermittlung',
          paragraphs: [
            'Zugriff auf Ihre Daten haben nur befugte Mitarbeitende sowie Dienstleister, die wir weisungsgebunden einsetzen, etwa für Zahlung, Versand und Hosting. Übermittlungen in Länder außerhalb der EU erfolgen nur mit geeigneten Garantien, insbesondere den Standardvertragsklauseln der EU-Kommission.',
          ],
        },
        {
          heading: 'Speicherdauer',
          paragraphs: [
            'Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist. Soweit handels- und steuerrechtliche Aufbewahrungspflichten bestehen, werden die Daten bis zu deren Ablauf gesperrt und anschließend gelöscht.',
          ],
        },
        {
          heading: 'Ihre Rechte',
          paragraphs: [
            'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Wenden Sie sich dazu an datenschutz@roboshift.example; außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel bei der Berliner Beauftragten für Datenschutz und Informationsfreiheit.',
          ],
        },
      ],
    },
    terms: {
      title: 'Nutzungsbedingungen',
      updated: '2025-09-01',
      sections: [
        {
          heading: 'Geltungsbereich',
          paragraphs: [
            'Diese Nutzungsbedingungen gelten für die Nutzung der deutschen Website von Roboshift, betrieben von der Roboshift Deutschland GmbH. Mit der Nutzung der Website erkennen Sie diese Bedingungen an.',
          ],
        },
        {
          heading: 'Nutzung der Website',
          paragraphs: [
            'Sie verpflichten sich, die Website nur im Rahmen der geltenden Gesetze zu nutzen und ihren Betrieb nicht zu beeinträchtigen. Wir bemühen uns um richtige und aktuelle Inhalte, können aber keine Gewähr für Vollständigkeit und ständige Verfügbarkeit übernehmen.',
          ],
        },
        {
          heading: 'Urheber- und Markenrechte',
          paragraphs: [
            'Alle Inhalte dieser Website wie Texte, Bilder, Videos und Logos sind urheberrechtlich geschützt. Transformers, Toy Story und die zugehörigen Figuren sind Marken ihrer jeweiligen Inhaber und werden unter Lizenz verwendet; jede Vervielfältigung ohne Genehmigung ist untersagt.',
          ],
        },
        {
          heading: 'Käufe, Widerruf und Gewährleistung',
          paragraphs: [
            'Für Bestellungen über die Website gelten unsere Allgemeinen Geschäftsbedingungen. Als Verbraucher haben Sie ein gesetzliches Widerrufsrecht von 14 Tagen, und es gilt die gesetzliche Gewährleistung von zwei Jahren.',
          ],
        },
        {
          heading: 'Haftung',
          paragraphs: [
            'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung von Leben, Körper oder Gesundheit. Für die Inhalte verlinkter Websites Dritter sind ausschließlich deren Betreiber verantwortlich.',
          ],
        },
        {
          heading: 'Anwendbares Recht und Streitbeilegung',
          paragraphs: [
            'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts; zwingende Verbraucherschutzvorschriften Ihres Wohnsitzstaates bleiben unberührt. Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
          ],
        },
      ],
    },
  },
  faq: [
    {
      question: 'Wie lade ich meinen Roboter auf?',
      answer:
        'Verwenden Sie ausschließlich das mitgelieferte Ladegerät und schließen Sie es an den in der Anleitung beschriebenen Ladeanschluss an. Die Ladeanzeige zeigt Ihnen, wann der Akku voll ist; lassen Sie den Roboter während des Ladens nicht unbeaufsichtigt und benutzen Sie ihn nicht.',
    },
    {
      question: 'Wie verbinde ich meinen Roboter mit der Roboshift-App?',
      answer:
        'Laden Sie die Roboshift-App herunter, aktivieren Sie Bluetooth auf Ihrem Smartphone und schalten Sie den Roboter ein. Tippen Sie in der App auf „Roboter hinzufügen“ und folgen Sie den Anweisungen – die Kopplung dauert nur wenige Sekunden.',
    },
    {
      question: 'Welche Sprachbefehle versteht mein Roboter?',
      answer:
        'Jeder Roboter versteht eine Reihe von Befehlen, etwa zum Verwandeln, Laufen oder Posieren. Die vollständige Liste finden Sie in der Bedienungsanleitung und in der App; sprechen Sie für die beste Erkennung deutlich und in ruhiger Umgebung.',
    },
    {
      question: 'Welche Garantie habe ich auf meinen Roboter?',
      answer:
        'Für Ihren Roboter gilt die gesetzliche Gewährleistung von zwei Jahren ab Lieferung. Bei einem Problem wenden Sie sich an unseren Kundendienst oder nutzen Sie das Formular für Rücksendungen an den Hersteller und fügen Sie Ihren Kaufbeleg bei.',
    },
    {
      question: 'Wie aktualisiere ich die Firmware?',
      answer:
        'Sobald ein Update verfügbar ist, werden Sie in der Roboshift-App benachrichtigt. Achten Sie darauf, dass der Akku ausreichend geladen ist, halten Sie das Smartphone in der Nähe und schalten Sie den Roboter während der Installation nicht aus.',
    },
    {
      question: 'Wohin liefern Sie und wie verfolge ich meine Bestellung?',
      answer:
        'Wir liefern innerhalb Deutschlands; die verfügbaren Versandoptionen und Lieferzeiten sehen Sie beim Bestellen. Sobald Ihr Paket unterwegs ist, erhalten Sie eine E-Mail mit der Sendungsnummer.',
    },
  ],
  retailers: [
    {
      name: 'Spielwelt Zahnrad',
      city: 'Berlin',
      address: 'Getriebegasse 14, 10178 Berlin',
      url: 'https://spielwelt-zahnrad.example/',
      phone: '030 23125417',
    },
    {
      name: 'Robo-Kontor Hamburg',
      city: 'Hamburg',
      address: 'Am Kolbenkai 8, 20457 Hamburg',
      url: 'https://robo-kontor.example/',
      phone: '040 66969283',
    },
    {
      name: 'Sammlerparadies München',
      city: 'München',
      address: 'Servostraße 21, 80331 München',
      url: 'https://sammlerparadies-muenchen.example/',
      phone: '089 99998152',
    },
    {
      name: 'Technik & Spiel Köln',
      city: 'Köln',
      address: 'Schaltkreisweg 5, 50667 Köln',
      url: 'https://technik-und-spiel.example/',
      phone: '0221 4710376',
    },
  ],
};
