/// The words the generator draws from: a mix of ASCII, accented Latin, CJK, Cyrillic and emoji,
/// and strings that need escaping.
enum GeneratedVocabulary {
    static let firstNames = [
        "Ann", "John", "Zoë", "José", "Søren", "Chloé", "Ólafur", "Mia", "Fatima", "Wei",
        "Анна", "Дмитрий", "さくら", "민준", "Łukasz", "François", "Ngozi", "Priya", "Émile", "Noah",
    ]

    static let lastNames = [
        "Smith", "Müller", "Álvarez", "Kierkegaard", "Dubois", "Arnalds", "Wong", "Al-Sayed",
        "李", "Петрова", "佐藤", "김", "Wałęsa", "O'Brien", "Okafor", "Nakamura", "Brontë", "García",
    ]

    static let cities: [(name: String, country: String, latitude: Double, longitude: Double)] = [
        ("München", "DE", 48.137154, 11.576124), ("Zürich", "CH", 47.376887, 8.541694),
        ("São Paulo", "BR", -23.55052, -46.633308), ("東京", "JP", 35.689487, 139.691706),
        ("Montréal", "CA", 45.501689, -73.567256), ("London", "GB", 51.507351, -0.127758),
        ("Kraków", "PL", 50.064651, 19.944981), ("Москва", "RU", 55.755826, 37.6173),
        ("Reykjavík", "IS", 64.146582, -21.942635), ("New York", "US", 40.712776, -74.005974),
    ]

    static let streets = [
        "Hauptstraße", "Rue de la Paix", "Main Street", "Calle Mayor", "Baker Street", "Oak Avenue",
        "Königsallee", "Via Roma", "Elm Street", "Av. Paulista",
    ]

    /// Product titles; some need escaping (quotes, backslashes) or are outside ASCII.
    static let productTitles = [
        "Espresso mug 12\"", "USB-C cable (2 m)", "Crème brûlée kit", "T-shirt \\ size M",
        "Notebook — A5, dotted", "Headphones 🎧", "Smörgåsbord plate", "Tea set 茶",
        "Phone case \"Slim\"", "Backpack 25 L", "Desk lamp", "Wireless mouse", "Yoga mat",
        "Water bottle 750 ml", "Board game: Catan", "Socks (3 pairs)",
    ]

    /// Order notes as JSON string bodies, written verbatim: they already contain escapes,
    /// including `\u` escapes that both decoders must turn into characters.
    static let escapedNotes = [
        #"Leave at the door.\nRing twice."#,
        #"Gift wrap, please \ud83c\udf81"#,
        #"\"Fragile\" - handle with care"#,
        #"Entregar después de las 18 h"#,
        #"Caf\u00e9 order for the office\tfloor 3"#,
        #"Path: C:\\Users\\me\\Desktop"#,
        #"配達は午前中にお願いします"#,
        #"Call me: +1 (555) 010-9999 \/ ext. 42"#,
    ]

    static let tags = ["express", "gift", "first-order", "vip", "b2b", "sale", "subscription", "éco"]

    static let currencies = ["EUR", "USD", "GBP", "JPY", "CHF", "BRL"]
}
