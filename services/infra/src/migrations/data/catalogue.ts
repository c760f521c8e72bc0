/**
 * The make and model catalogue the search pages stand on: enthusiast makes with their well-known
 * models, each with a short description in markdown. Slugs are made from the names as listings'
 * are (`auctionSlug`), so every make and model a listing carries finds its page. The demo
 * marketplace's makes and models (fixtures/src/catalog/vehicles.ts) are all here.
 */
export interface CatalogueModel {
  readonly name: string
  readonly description: string
}

export interface CatalogueMake {
  readonly name: string
  readonly description: string
  readonly models: ReadonlyArray<CatalogueModel>
}

const m = (name: string, description: string): CatalogueModel => ({ name, description })

export const catalogue: ReadonlyArray<CatalogueMake> = [
  {
    name: "Acura",
    description:
      "Honda's premium brand, launched in North America in 1986. Its enthusiast reputation rests on the mid-engined **NSX** and the high-revving Integra Type R.",
    models: [
      m(
        "NSX",
        "The aluminium-bodied, mid-engined V6 sports car of 1991 to 2005, developed with input from Formula 1 drivers and built to be driven every day."
      ),
      m(
        "Integra",
        "A compact front-wheel-drive coupe and sedan; the GS-R and the Type R, with their VTEC engines, are the collectors' picks."
      ),
      m("Legend", "Acura's first flagship sedan and coupe, offered from 1986 with a V6 and, in the coupe, a manual gearbox."),
      m("RSX", "The Integra's successor from 2002 to 2006; the Type-S carries a 2.0-liter i-VTEC four and a six-speed manual.")
    ]
  },
  {
    name: "Alfa Romeo",
    description:
      "The Milanese maker founded in 1910, with a racing history older than Ferrari's. Twin-cam fours and pretty bodies define its classic road cars.",
    models: [
      m(
        "Spider",
        "The two-seat roadster built from 1966 to 1993, first as the *Duetto* boat-tail, then the Kamm-tail, with a twin-cam four throughout."
      ),
      m("GTV", "The 2+2 coupe name carried by the 105-series GT Veloce and the later transaxle GTV6 with its Busso V6."),
      m("Giulia", "The 1960s sedan family, and since 2016 a rear-wheel-drive sports sedan whose Quadrifoglio has a 505 hp V6."),
      m("4C", "A carbon-tub, mid-engined two-seater of 2014 to 2020 with a turbocharged 1.75-liter four.")
    ]
  },
  {
    name: "Aston Martin",
    description: "The British maker of grand tourers since 1913, long associated with the DB models of David Brown's ownership.",
    models: [
      m("DB5", "The 1963 to 1965 grand tourer with a 4.0-liter straight six, made famous on screen."),
      m("DB7", "The 1994 to 2004 grand tourer that revived the company, first with a supercharged six, then a V12."),
      m("Vantage", "The name of Aston Martin's most driver-focused models; the 2005 V8 Vantage was its best-selling car for years."),
      m("DB9", "The V12 grand tourer of 2004 to 2016, built on the bonded-aluminium VH platform.")
    ]
  },
  {
    name: "Audi",
    description:
      "The German maker that brought permanent all-wheel drive to performance cars with the 1980 **quattro**, and whose RS models carry that idea on.",
    models: [
      m(
        "Quattro",
        "The turbocharged five-cylinder, all-wheel-drive coupe of 1980 to 1991 that changed rallying; the Sport quattro is its short-wheelbase homologation version."
      ),
      m("RS 4", "The high-performance A4: a twin-turbo V6 in the B5 Avant, a high-revving V8 in the B7 and B8."),
      m("RS 6", "The high-performance A6, sold in the US as a sedan in the C5 generation and as an Avant since the C8."),
      m("RS 5", "The high-performance A5 coupe and Sportback, first with a 4.2-liter V8, later a twin-turbo V6."),
      m("TT", "The compact coupe and roadster of 1998 to 2023, whose first generation's Bauhaus shape became a design landmark."),
      m("R8", "The mid-engined supercar of 2006 to 2024, with a V8 or a V10 shared with Lamborghini; early cars offered a gated manual.")
    ]
  },
  {
    name: "BMW",
    description:
      "The Bavarian maker of sports sedans and coupes. Its M division, founded in 1972, builds the cars enthusiasts seek most: the **M3** above all.",
    models: [
      m(
        "2002",
        "The 1968 to 1976 two-door sedan that made BMW's name in America; the tii has mechanical fuel injection, the Turbo a KKK turbocharger."
      ),
      m("325i", "The six-cylinder E30 3 Series of 1987 to 1991, in coupe, sedan, convertible and touring forms."),
      m(
        "M3",
        "BMW's compact high-performance car: the homologation E30, the six-cylinder E36 and E46, the V8 E90 and E92, and the turbocharged cars that followed."
      ),
      m("M5", "The high-performance 5 Series, from the hand-built E28 through the V8 E39 to the V10 E60."),
      m(
        "Z3 M",
        "The M roadster and M coupe of 1998 to 2002, with the M3's straight six in the Z3's body; the coupe is the rarer shooting brake."
      ),
      m("Z4", "The two-seat roadster that followed the Z3 in 2003, in coupe and roadster form, with an M version of the first generation."),
      m("Z8", "The aluminium-bodied roadster of 2000 to 2003 with the E39 M5's V8, drawn after the 507.")
    ]
  },
  {
    name: "Buick",
    description:
      "General Motors' premium-leaning division, whose performance history runs from the GS muscle cars to the turbocharged Grand National.",
    models: [
      m("Grand National", "The black, turbocharged V6 Regal of 1984 to 1987; the GNX of 1987 is the rarest of them."),
      m("Riviera", "The personal luxury coupe introduced in 1963, the boat-tail of 1971 to 1973 being the most distinctive."),
      m("GS", "The Gran Sport muscle cars of the late 1960s and early 1970s, the Stage 1 455 at their top.")
    ]
  },
  {
    name: "Cadillac",
    description: "General Motors' luxury division since 1909, in recent decades also the maker of the V-series performance sedans.",
    models: [
      m("Eldorado", "The flagship personal luxury car from 1953 to 2002, front-wheel drive from 1967."),
      m("CTS-V", "The V8 performance sedan, coupe and wagon of 2004 to 2019; the second-generation wagon with a manual is the prize."),
      m("Escalade", "The full-size luxury SUV built since 1999 on General Motors' truck platform.")
    ]
  },
  {
    name: "Chevrolet",
    description: "General Motors' best-selling division, maker of the **Corvette**, the Camaro and generations of trucks and SUVs.",
    models: [
      m("Corvette", "America's sports car since 1953: fiberglass bodies, V8 engines, and from the C8 of 2020, a mid-engine layout."),
      m("Camaro", "The pony car introduced in 1967 against the Mustang; the Z/28 and the SS are its performance versions."),
      m("C10", "The half-ton, two-wheel-drive pickup of the 1960s to 1980s, the square-body of 1973 to 1987 among the favourites."),
      m("K5 Blazer", "The full-size two-door SUV of 1969 to 1991 with four-wheel drive and a removable top."),
      m("Suburban", "The long-roof people and cargo hauler, built under this name since 1935."),
      m("Tahoe", "The full-size SUV introduced in 1995, in two- and four-door forms at first."),
      m("Chevelle", "The mid-size car of 1964 to 1977 whose SS 396 and SS 454 are among the best-known muscle cars."),
      m("Impala", "The full-size car introduced in 1958; the SS of 1994 to 1996 carries the Corvette-derived LT1 V8."),
      m("Bel Air", "The full-size car best remembered in its 1955 to 1957 form, the Tri-Five Chevrolets.")
    ]
  },
  {
    name: "Datsun",
    description: "The name Nissan sold its cars under in export markets until the early 1980s, carried by the 510 and the Z cars.",
    models: [
      m(
        "240Z",
        "The 1970 to 1973 fastback coupe with a 2.4-liter straight six, independent suspension and a price that made sports cars affordable."
      ),
      m("510", "The 1968 to 1973 sedan and wagon with an overhead-cam four and independent rear suspension, a racing favourite."),
      m("280Z", "The fuel-injected successor of the 240Z and 260Z, sold in 1975 and 1976.")
    ]
  },
  {
    name: "Dodge",
    description: "The Chrysler division behind the Charger and Challenger muscle cars and the V10 **Viper**.",
    models: [
      m("Viper", "The V10 sports car built from 1992 to 2017: the RT/10 roadster, the GTS coupe and the track-focused ACR."),
      m("Charger", "The muscle car of 1966 to 1974, and since 2006 a full-size sedan with Hemi V8s."),
      m("Challenger", "The E-body pony car of 1970 to 1974, revived as a retro coupe from 2008 to 2023."),
      m("Ram", "The pickup line whose heavy-duty trucks with the Cummins diesel have a following of their own.")
    ]
  },
  {
    name: "Ferrari",
    description: "The Maranello maker of sports and racing cars, founded by Enzo Ferrari; its road cars carry V8 and V12 engines.",
    models: [
      m("308", "The mid-engined V8 two-seater of 1975 to 1985, as the GTB coupe and the GTS with a removable roof."),
      m("328", "The 308's successor of 1985 to 1989, with a 3.2-liter V8."),
      m("Testarossa", "The flat-12 berlinetta of 1984 to 1991 with its side strakes."),
      m("F355", "The V8 berlinetta, GTS and spider of 1994 to 1999, with five valves per cylinder; the gated manual is the one to have."),
      m("360", "The aluminium-bodied V8 of 1999 to 2005, as the Modena coupe, the Spider and the Challenge Stradale.")
    ]
  },
  {
    name: "Ford",
    description: "The Dearborn maker behind the Model T, the **Mustang**, the F-Series pickups and the Bronco.",
    models: [
      m(
        "Mustang",
        "The pony car that started the class in 1964 and has been built ever since; the Boss, Mach 1, Cobra and GT350 are its sharpest forms."
      ),
      m(
        "Bronco",
        "The compact four-wheel-drive SUV of 1966 to 1977, the full-size Bronco of 1978 to 1996, and the revived one since 2021."
      ),
      m("F-100", "The half-ton pickup name used until 1983, the 1950s and 1970s trucks among the best loved."),
      m("F-150", "The half-ton pickup since 1975; the SVT Lightning and the Raptor are its performance versions."),
      m("GT", "The mid-engined V8 supercar of 2005 and 2006 after the GT40, and the carbon-bodied V6 of 2017 to 2022."),
      m("Thunderbird", "The two-seat personal car of 1955 to 1957, later a four-seat personal luxury coupe."),
      m("Ranger", "The compact pickup sold in America from 1983 to 2011 and again since 2019.")
    ]
  },
  {
    name: "GMC",
    description:
      "General Motors' truck division, whose trucks share Chevrolet's bones with their own trim and, now and then, their own performance models.",
    models: [
      m("Syclone", "The turbocharged, all-wheel-drive Sonoma pickup of 1991, one of the quickest vehicles of its day."),
      m("Typhoon", "The Syclone's SUV sibling of 1992 and 1993, on the two-door Jimmy."),
      m("Sierra", "The full-size pickup line, the Chevrolet C/K and Silverado's sibling."),
      m("Jimmy", "The GMC version of the K5 Blazer and, later, of the compact S-10 Blazer.")
    ]
  },
  {
    name: "Honda",
    description: "The Japanese maker of engines first, known to enthusiasts for high-revving VTEC fours and light, precise cars.",
    models: [
      m("S2000", "The front-engined roadster of 1999 to 2009 with a 9,000 rpm four in the AP1 and a six-speed manual only."),
      m("Civic", "The compact car built since 1972; the Si and the Type R are the enthusiasts' versions."),
      m("CRX", "The two-seat hatchback coupe of 1983 to 1991, the Si its sporty version."),
      m("Prelude", "The sport coupe of 1978 to 2001, with four-wheel steering offered from the third generation.")
    ]
  },
  {
    name: "Infiniti",
    description: "Nissan's premium brand, launched in North America in 1989.",
    models: [
      m("G35", "The rear-wheel-drive coupe and sedan of 2003 to 2007, the 350Z's platform mate."),
      m("Q45", "The V8 flagship sedan of 1990 to 2006, the first generation famous for its minimalist design.")
    ]
  },
  {
    name: "International",
    description: "International Harvester, the farm-equipment maker whose light trucks and Scouts were built until 1980.",
    models: [
      m("Scout II", "The two-door four-wheel-drive utility vehicle of 1971 to 1980, with four-cylinder, V8 and diesel engines."),
      m("Scout 80", "The original Scout of 1961 to 1965 with its fold-down windshield."),
      m("Travelall", "The full-size station wagon on the International light-truck chassis, built until 1975.")
    ]
  },
  {
    name: "Jaguar",
    description: "The British maker of sports cars and sports sedans, from the XK120 to the E-Type and the XJ.",
    models: [
      m("E-Type", "The sports car of 1961 to 1975, as a roadster, a coupe and a 2+2, with straight sixes and, last, a V12."),
      m("XJ", "The sports sedan introduced in 1968, in six- and twelve-cylinder forms."),
      m("XK", "The grand tourer name of the XK120, 140 and 150 of the 1950s and the XK8 and XKR from 1996.")
    ]
  },
  {
    name: "Jeep",
    description: "The four-wheel-drive brand born of the wartime Willys, maker of the CJ, the **Wrangler** and the Wagoneer.",
    models: [
      m("CJ-7", "The civilian Jeep of 1976 to 1986 with a longer wheelbase than the CJ-5 and an optional automatic."),
      m("Wrangler", "The CJ's successor since 1987: the square-lamp YJ, the coil-sprung TJ, the JK and the JL."),
      m("Cherokee", "The unibody XJ of 1984 to 2001, a capable and long-lived compact SUV, and the earlier full-size SJ Cherokee."),
      m("Grand Wagoneer", "The wood-sided full-size luxury SUV built until 1991 on a chassis dating from 1963."),
      m("Gladiator", "The full-size pickup of 1962 to 1988, and the Wrangler-based pickup since 2020.")
    ]
  },
  {
    name: "Lamborghini",
    description: "The Sant'Agata maker of V12 and V10 supercars, founded by Ferruccio Lamborghini in 1963.",
    models: [
      m("Countach", "The wedge-shaped mid-engined V12 of 1974 to 1990."),
      m("Diablo", "The V12 supercar of 1990 to 2001, all-wheel drive in its VT versions."),
      m("Gallardo", "The V10 coupe and spyder of 2003 to 2013, Lamborghini's best seller of its time."),
      m("Murciélago", "The V12 flagship of 2001 to 2010, the first built under Audi's ownership.")
    ]
  },
  {
    name: "Land Rover",
    description:
      "The British four-wheel-drive maker since 1948, whose utility Series trucks became the **Defender** and whose Range Rover made the luxury off-roader.",
    models: [
      m(
        "Defender",
        "The utility four-by-four of 1983 to 2016 in 90 and 110 wheelbases, sold in North America from 1993 to 1997, and its successor since 2020."
      ),
      m("Range Rover", "The luxury off-roader introduced in 1970; the first generation, the Classic, was sold until 1996."),
      m("Discovery", "The family four-by-four of 1989 to 2016, the Series I and II with the Rover V8."),
      m("Series", "The original Land Rovers, Series I, II and III, built from 1948 to 1985.")
    ]
  },
  {
    name: "Lexus",
    description: "Toyota's luxury brand since 1989, known for durability and, in its F models, for performance.",
    models: [
      m("LX", "The luxury Land Cruiser, sold since 1996; the LX 450 and LX 470 share the 80 and 100 series."),
      m("IS300", "The compact rear-wheel-drive sports sedan and SportCross wagon of 2001 to 2005 with the 2JZ-GE straight six."),
      m("LFA", "The carbon-fiber V10 supercar of 2010 to 2012, built in 500 examples."),
      m("SC", "The rear-wheel-drive coupe of 1991 to 2000, the SC 300 offered with a manual, and the later SC 430 convertible.")
    ]
  },
  {
    name: "Lotus",
    description: "The British maker founded by Colin Chapman, whose cars follow his rule of adding lightness.",
    models: [
      m("Elise", "The aluminium-tub, mid-engined roadster of 1996 to 2021, sold in the US from 2005 with Toyota engines."),
      m("Esprit", "The mid-engined wedge of 1976 to 2004, with turbocharged fours and, last, a twin-turbo V8."),
      m("Exige", "The Elise's hardtop sibling, later with a supercharged V6."),
      m("Evora", "The 2+2 mid-engined V6 sports car of 2009 to 2021.")
    ]
  },
  {
    name: "Mazda",
    description: "The Hiroshima maker known for the rotary engine and the **MX-5 Miata**, the best-selling two-seat roadster ever built.",
    models: [
      m("MX-5 Miata", "The light front-engined, rear-wheel-drive roadster introduced in 1989: the NA, NB, NC and ND generations."),
      m("RX-7", "The rotary-engined sports car of 1978 to 2002: the SA and FB, the FC, and the sequential twin-turbo FD."),
      m("RX-8", "The four-door rotary sports car of 2004 to 2012 with rear-hinged back doors."),
      m("Mazdaspeed3", "The turbocharged front-wheel-drive hatchback of 2007 to 2013.")
    ]
  },
  {
    name: "Mercedes-Benz",
    description:
      "The Stuttgart maker that traces its line to the first motorcar of 1886, known for engineering, durability and the **SL** roadsters.",
    models: [
      m("SL", "The roadster line since the 1954 300 SL, the R107 of 1971 to 1989 the longest-lived."),
      m("G-Class", "The body-on-frame off-roader built in Graz since 1979, sold officially in the US from 2002."),
      m("190E", "The compact W201 sedan of 1982 to 1993; the 2.3-16 and 2.5-16 Cosworth-headed versions raced in DTM."),
      m("E320", "The W124 and W210 mid-size sedan, coupe, cabriolet and wagon with the 3.2-liter six."),
      m("300SL", "The gullwing coupe of 1954 to 1957 and the roadster of 1957 to 1963, the first production cars with fuel injection."),
      m("SLK", "The compact roadster with a folding hardtop, built from 1996.")
    ]
  },
  {
    name: "Mini",
    description: "The small car of 1959 that put the engine across the front, and the BMW-built brand since 2001.",
    models: [
      m("Cooper", "The classic Mini's sporting version tuned by John Cooper, and the modern hatch's name since 2001."),
      m("Cooper S", "The quicker classic Cooper and, since 2002, the supercharged and then turbocharged modern hatch.")
    ]
  },
  {
    name: "Mitsubishi",
    description: "The Japanese maker whose rally program produced the **Lancer Evolution** and whose Delica vans go almost anywhere.",
    models: [
      m("Lancer Evolution", "The turbocharged, all-wheel-drive rally-bred sedan; the Evolution VIII, IX and X were sold in the US."),
      m(
        "Delica",
        "The four-wheel-drive van, the Star Wagon and Space Gear generations often imported to North America under the 25-year rule."
      ),
      m("3000GT", "The all-wheel-drive, twin-turbo V6 VR-4 grand tourer of 1991 to 1999 and its front-drive siblings."),
      m(
        "Eclipse",
        "The sport compact of 1990 to 2012; the turbocharged, all-wheel-drive GSX of the first two generations is the one sought."
      )
    ]
  },
  {
    name: "Nissan",
    description: "The Japanese maker of the Z cars and the **Skyline** GT-R, and of rugged trucks such as the Patrol.",
    models: [
      m("300ZX", "The Z32 sports car of 1990 to 1996, twin-turbo in its best-known form, and the earlier Z31."),
      m("Skyline", "The sedan and coupe line whose GT-R versions, the R32, R33 and R34, reach North America under the 25-year rule."),
      m("350Z", "The Z33 sports car of 2003 to 2009 with the VQ35 V6 and rear-wheel drive."),
      m("Z", "The Z car name of today, the 2023 model with a twin-turbo V6 and a six-speed manual."),
      m("GT-R", "The R35 all-wheel-drive supercar sold worldwide since 2008."),
      m("Patrol", "The full-size body-on-frame four-by-four built since 1951."),
      m("Silvia", "The rear-wheel-drive coupe line, sold in North America as the 200SX and 240SX.")
    ]
  },
  {
    name: "Plymouth",
    description:
      "Chrysler's value division until 2001, behind some of the wildest muscle cars: the Road Runner, the 'Cuda and the Superbird.",
    models: [
      m(
        "Barracuda",
        "The pony car of 1964 to 1974; the E-body 'Cuda of 1970 to 1974 with the 426 Hemi is among the most valuable muscle cars."
      ),
      m("Road Runner", "The bare-bones muscle car of 1968 to 1980; the Superbird of 1970 is its winged NASCAR homologation."),
      m("Prowler", "The retro hot-rod roadster of 1997 to 2002.")
    ]
  },
  {
    name: "Pontiac",
    description: "General Motors' performance-leaning division until 2010, creator of the GTO and the Firebird Trans Am.",
    models: [
      m(
        "GTO",
        "The 1964 Tempest option that started the muscle car era, the Judge among its best known, and the Australian-built coupe of 2004 to 2006."
      ),
      m("Firebird", "The Camaro's sibling from 1967 to 2002, its Trans Am the performance version."),
      m("Fiero", "The mid-engined two-seater of 1984 to 1988, with a much-improved chassis in its last year.")
    ]
  },
  {
    name: "Porsche",
    description:
      "The Stuttgart sports car maker founded by Ferry Porsche in 1948. The rear-engined **911**, built since 1964, is its center, with the mid-engined Boxster and Cayman and the front-engined transaxle cars beside it.",
    models: [
      m(
        "911",
        "The rear-engined sports car since 1964: air-cooled through the 993 of 1998, water-cooled since the 996, in Carrera, Targa, Turbo and GT forms."
      ),
      m(
        "944",
        "The front-engined, rear-transaxle four-cylinder coupe and cabriolet of 1982 to 1991; the Turbo and the S2 are the quickest."
      ),
      m("Boxster", "The mid-engined roadster built since 1997, whose 986 generation saved the company."),
      m("Cayman", "The Boxster's mid-engined coupe sibling since 2006; the GT4 is its track-focused version."),
      m("Cayenne", "The SUV built since 2003, a Turbo version from the start, and the first-generation one offered with a manual."),
      m("912", "The four-cylinder 911 of 1965 to 1969, with the 356's engine, and the 912E of 1976."),
      m("356", "Porsche's first production car, built from 1948 to 1965 as coupe, cabriolet, Speedster and roadster."),
      m("928", "The front-engined V8 grand tourer of 1978 to 1995, the GTS its last and strongest form."),
      m("914", "The mid-engined targa two-seater of 1970 to 1976, built with Volkswagen.")
    ]
  },
  {
    name: "Saab",
    description: "The Swedish aircraft maker's car division until 2011, known for turbocharging and hatchbacks.",
    models: [
      m("900", "The classic hatchback, sedan and convertible of 1978 to 1994, the SPG its sporting version."),
      m("9-3", "The 900's successor from 1998, with the Viggen as its quickest first-generation model.")
    ]
  },
  {
    name: "Shelby",
    description: "Carroll Shelby's company, builder of the Cobra and the Shelby Mustangs.",
    models: [
      m("Cobra", "The AC-bodied roadster with Ford V8s, the 289 of 1962 to 1965 and the 427 of 1965 to 1967."),
      m("GT350", "The Shelby Mustang of 1965 to 1970, and the name revived by Ford from 2015 to 2020."),
      m("GT500", "The big-block Shelby Mustang of 1967 to 1970, and the supercharged Ford Mustangs that took the name.")
    ]
  },
  {
    name: "Subaru",
    description: "The Japanese maker of boxer engines and symmetrical all-wheel drive, and of rally-winning Imprezas.",
    models: [
      m("Impreza", "The compact all-wheel-drive sedan, wagon and coupe since 1992; the 2.5RS and the 22B are the early sporting ones."),
      m("WRX STI", "The high-performance Impreza with a turbocharged boxer four, sold in the US from 2004 to 2021."),
      m("BRZ", "The rear-wheel-drive coupe developed with Toyota, sold since 2013."),
      m("Legacy", "The mid-size sedan and wagon since 1989; the GT and the Spec.B are the turbocharged sporting versions."),
      m("Outback", "The raised, all-wheel-drive Legacy wagon built since 1995, later a model of its own.")
    ]
  },
  {
    name: "Toyota",
    description: "The Japanese maker of the **Land Cruiser**, the Supra and some of the most durable trucks ever built.",
    models: [
      m("Land Cruiser", "The four-wheel drive built since 1951: the FJ40, the FJ60 and FJ62 wagons, the 80 series and its successors."),
      m("Supra", "The sports car of 1979 to 2002, the twin-turbo A80 of 1993 to 2002 above all, and the A90 since 2020."),
      m("4Runner", "The body-on-frame SUV since 1984, the first generation with a removable top."),
      m("Tacoma", "The compact and mid-size pickup since 1995, the TRD versions built for trails."),
      m("Pickup", "The compact truck sold as the Hilux elsewhere and as the Toyota Pickup in the US until 1995."),
      m("MR2", "The mid-engined two-seater of 1984 to 2007: the AW11, the turbocharged SW20 and the Spyder."),
      m("Previa", "The mid-engined minivan of 1991 to 1997, some with all-wheel drive and a supercharger."),
      m("Celica", "The sport coupe of 1970 to 2006; the All-Trac and GT-Four are its turbocharged all-wheel-drive versions."),
      m("FJ Cruiser", "The retro off-roader of 2007 to 2014 after the FJ40.")
    ]
  },
  {
    name: "Triumph",
    description: "The British maker of affordable sports cars until 1984.",
    models: [
      m("TR6", "The straight-six roadster of 1968 to 1976."),
      m("Spitfire", "The small roadster of 1962 to 1980 with a four-cylinder engine."),
      m("TR4", "The Michelotti-styled roadster of 1961 to 1967, independent rear suspension coming with the TR4A.")
    ]
  },
  {
    name: "Volkswagen",
    description: "The German maker of the **Beetle**, the Type 2 bus and the GTI, the hot hatch that defined the class.",
    models: [
      m("Beetle", "The air-cooled rear-engined car built from 1938 to 2003, and the front-engined New Beetle and Beetle of 1998 to 2019."),
      m("GTI", "The hot Golf since 1976, the Mk1 Rabbit GTI and the Mk2 16V among the favourites in the US."),
      m(
        "Vanagon",
        "The Type 2 van of 1980 to 1991 in North America, the Westfalia camper and the four-wheel-drive Syncro the most sought."
      ),
      m("Bus", "The air-cooled Type 2 of 1950 to 1979, the split-window and bay-window generations."),
      m("Karmann Ghia", "The coachbuilt coupe and convertible on Beetle mechanicals, built from 1955 to 1974."),
      m("Golf R", "The all-wheel-drive, turbocharged Golf since the R32 of 2004.")
    ]
  },
  {
    name: "Volvo",
    description: "The Swedish maker known for safety and for long-lived sedans and wagons.",
    models: [
      m("240", "The rear-wheel-drive sedan and wagon of 1974 to 1993, famous for its durability."),
      m("850", "The front-wheel-drive five-cylinder sedan and wagon of 1993 to 1997; the T-5R and R are the fast ones."),
      m("V70", "The 850's wagon successor from 1998; the V70R is the turbocharged all-wheel-drive version."),
      m("P1800", "The coupe of 1961 to 1973 and the 1800ES shooting brake of 1972 and 1973.")
    ]
  }
]
