/// A realistic API response, embedded so the demo runs anywhere.
enum SamplePayload {
    static let organization = #"""
        {
          "name": "Lighthouse Labs",
          "homepage": "https://lighthouse.example.org",
          "manager": {
            "login": "mhopper",
            "name": "Margaret Hopper",
            "joined_on": "2015-03-09",
            "role": "manager",
            "avatar_url": "https://avatars.example.org/u/1.png",
            "report_ids": [2, 3]
          },
          "members": [
            {"login": "aturing", "name": "Alan Turing", "nickname": "Al", "joined_on": "2018-06-23",
             "role": "developer", "avatar_url": null},
            {"login": "glovelace", "name": "Grace Lovelace", "joined_on": "2020-12-10", "role": "designer"}
          ],
          "repositories": [
            {"id": 101, "name": "beacon", "description": "Fast JSON for Swift", "stars": 4213,
             "topics": ["json", "swift", "performance"], "license": {"key": "mit", "spdx_id": "MIT"},
             "pushed_at": "2026-11-20T08:15:30.250+01:00", "languages": {"Swift": 0.92, "Shell": 0.08}},
            {"id": 102, "name": "lantern", "description": null, "stars": 87, "topics": [],
             "pushed_at": "2026-10-02T17:00:00Z", "languages": {"Swift": 1.0}, "archived": true}
          ],
          "extra": {"plan": "team", "seats": 25, "features": ["sso", "audit-log"]}
        }
        """#

    /// Each broken payload and what is wrong with it.
    static let broken: [(title: String, json: String)] = [
        (
            "a string where a number belongs",
            #"""
            {"name": "X", "manager": {"login": "m", "name": "M", "joined_on": "2015-03-09", "role": "manager", "report_ids": []},
             "members": [], "extra": null,
             "repositories": [{"id": 1, "name": "a", "stars": "many", "topics": [], "languages": {}}]}
            """#
        ),
        (
            "a missing comma",
            """
            {
              "name": "X",
              "homepage": "https://x.example" "manager": {}
            }
            """
        ),
        (
            "an unknown role",
            #"""
            {"name": "X", "manager": {"login": "m", "name": "M", "joined_on": "2015-03-09", "role": "boss", "report_ids": []},
             "members": [], "repositories": [], "extra": null}
            """#
        ),
    ]
}
