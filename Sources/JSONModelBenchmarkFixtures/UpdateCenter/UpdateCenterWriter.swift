import Foundation

/// Writes a Jenkins-style update-center document, deterministically: an object of 1,000+
/// plugin objects keyed by name, each with download, wiki and source URLs, versions, a release
/// date and dependency arrays, plus the core release, deprecations and security warnings.
///
/// Use ``updateCenterFixture()``.
struct UpdateCenterWriter {
    private var random = SeededRandom(seed: 0x4A45_4E4B_494E_5355)
    private var json = JSONTextBuilder(capacity: 560_000)

    private static let downloads = "https://updates.jenkins.io/download/plugins"
    private static let stems = [
        "git", "docker", "kubernetes", "pipeline", "credentials", "ssh", "matrix", "blueocean", "junit", "slack",
        "github", "gitlab", "sonar", "maven", "gradle", "ansible", "terraform", "aws", "azure", "google",
        "ldap", "saml", "oidc", "metrics", "prometheus", "timestamper", "workspace", "config-file", "job-dsl",
        "nodejs", "python", "email-ext", "cloudbees", "bitbucket", "artifactory", "jira", "role-strategy",
        "script-security", "durable-task", "lockable-resources",
    ]
    private static let suffixes = [
        "", "-api", "-step", "-support", "-build", "-agent", "-credentials", "-trigger", "-notifier",
        "-publisher", "-branch-source", "-cloud", "-sandbox", "-utils", "-parameter", "-view", "-lib", "-stage",
        "-scm", "-auth", "-dashboard", "-reporter", "-cli", "-sync", "-cache", "-tools", "-plugin",
    ]
    private static let labels = [
        "scm", "pipeline", "library", "api-plugin", "builder", "cloud", "security", "user-interface",
        "notifier", "report", "deployment", "maven", "kubernetes", "docker", "agent",
    ]
    private static let titleWords = [
        "Pipeline", "Integration", "Support", "API", "Plugin", "Credentials", "Agent", "Cloud", "Steps",
        "Notifier", "Dashboard", "Utilities", "Für Jenkins", "Déploiement", "Übersicht",
    ]

    /// Writes the document with `pluginCount` plugins, keyed by name in alphabetical order.
    mutating func document(pluginCount: Int) -> Data {
        let names = Array(Self.stems.flatMap { stem in Self.suffixes.map { stem + $0 } }.prefix(pluginCount)).sorted()
        json.beginObject()
        json.member("connectionCheckUrl", "https://www.google.com/")
        json.key("core")
        json.beginObject()
        json.member("buildDate", "Nov 26, 2024")
        json.member("name", "core")
        json.member("sha256", checksum())
        json.member("size", 92_405_912)
        json.member("url", "https://updates.jenkins.io/download/war/2.479.2/jenkins.war")
        json.member("version", "2.479.2")
        json.endObject()
        json.key("deprecations")
        json.beginObject()
        for name in names where random.chance(percent: 2) {
            json.key(name)
            json.beginObject()
            json.member("url", "https://www.jenkins.io/doc/book/plugin-management/deprecated/\(name)/")
            json.endObject()
        }
        json.endObject()
        json.member("generationTimestamp", GeneratedFixtureWriter.iso8601(secondsSince1970: 1_733_011_200))
        json.member("id", "default")
        json.key("plugins")
        json.beginObject()
        for name in names {
            json.key(name)
            writePlugin(name: name, allNames: names)
        }
        json.endObject()
        json.member("updateCenterVersion", "1")
        json.key("warnings")
        json.beginArray()
        for (index, name) in names.enumerated() where random.chance(percent: 3) {
            json.beginObject()
            json.member("id", "SECURITY-\(1_000 + index)")
            json.member("message", "Stored XSS vulnerability in \(name)")
            json.member("name", name)
            json.member("type", "plugin")
            json.member(
                "url",
                "https://www.jenkins.io/security/advisory/2024-\(random.next(in: 10...12))-0\(random.next(in: 1...9))/"
            )
            json.key("versions")
            json.beginArray()
            json.beginObject()
            json.member("lastVersion", "\(random.next(in: 1...3)).\(random.next(in: 0...30))")
            json.member("pattern", #"(1|2)[.]\d+(|[.-].*)"#)
            json.endObject()
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.data
    }

    private mutating func writePlugin(name: String, allNames: [String]) {
        let version =
            "\(random.next(in: 1...5)).\(random.next(in: 0...40))"
            + (random.chance(percent: 30) ? ".\(random.next(in: 1...9))" : "")
        let released = random.next(in: 1_546_300_800...1_733_011_199)  // 2019 through 2024
        json.beginObject()
        json.key("dependencies")
        json.beginArray()
        for _ in 0..<random.next(in: 0...2) {
            json.beginObject()
            json.member("name", random.pick(allNames))
            json.member("optional", random.chance(percent: 20))
            json.member("version", "\(random.next(in: 1...900)).v\(random.next(in: 1...9))")
            json.endObject()
        }
        json.endArray()
        json.key("labels")
        json.beginArray()
        for _ in 0..<random.next(in: 0...2) { json.string(random.pick(Self.labels)) }
        json.endArray()
        json.member("name", name)
        json.member("popularity", random.next(in: 0...400_000))
        json.member("releaseTimestamp", GeneratedFixtureWriter.iso8601(secondsSince1970: released))
        json.member("requiredCore", "2.\(random.next(in: 300...479)).\(random.next(in: 1...4))")
        if random.chance(percent: 92) {
            json.member("scm", "https://github.com/jenkinsci/\(name)-plugin")
        }
        json.member(
            "title",
            "\(name.split(separator: "-").map { $0.capitalized }.joined(separator: " ")) \(random.pick(Self.titleWords))"
        )
        json.member("url", "\(Self.downloads)/\(name)/\(version)/\(name).hpi")
        json.member("version", version)
        json.member("wiki", "https://plugins.jenkins.io/\(name)")
        json.endObject()
    }

    /// 32 random bytes in base64, like the update center's `sha256` fields.
    private mutating func checksum() -> String {
        var bytes: [UInt8] = []
        for _ in 0..<8 { withUnsafeBytes(of: random.next().bigEndian) { bytes.append(contentsOf: $0) } }
        return Data(bytes).base64EncodedString()
    }

}

/// A deterministic Jenkins-style update-center document of about 500 KB: 1,000 plugins keyed
/// by name (see ``UpdateCenterModels``).
///
/// - Returns: UTF-8 JSON text, the same bytes on every machine.
public func updateCenterFixture() -> Data {
    var writer = UpdateCenterWriter()
    return writer.document(pluginCount: 1_000)
}
