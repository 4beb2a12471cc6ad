#!/usr/bin/env python3
"""msgspec, the peer: typed decode and encode of twitter.json, citm_catalog.json, canada.json.

The models below are msgspec.Struct types with exactly the fields of the JSONModel classes in
Sources/JSONModelBenchmarkFixtures ({Twitter,CITM,Canada}Models.swift), in the same order, with
the same optionality: a non-optional Swift property is a required field, an optional one
defaults to None and, like JSONModelKit's default encoding, is left out when it is None
(omit_defaults=True). Unknown keys are ignored by both libraries, but there are none: the
models hold every member of every object of the three files (CorpusModelCoverageTests checks
the Swift models; `compare` below checks that our output equals msgspec's).

Run it with any python3 (3.9 or newer, with the venv module; Debian: apt-get install
python3-venv). The first run creates a virtual environment in .build-peers/msgspec-venv at the
repository root, installs msgspec from PyPI into it, and re-runs itself there; the system
Python is never changed.

    python3 Benchmarks/Peers/msgspec_peer.py --corpus ../shared/data      # msgspec alone, a table
    swift run -c release jsonmodel-bench --peers --corpus ../shared/data  # interleaved with ours

`jsonmodel-bench --peers` starts this script with --serve and sends one command per line on
standard input; each answer is one line of JSON on standard output (see serve()).
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import time
import venv
from pathlib import Path

MSGSPEC_REQUIREMENT = "msgspec==0.22.0"
REPOSITORY_ROOT = Path(__file__).resolve().parent.parent.parent
ENVIRONMENT = REPOSITORY_ROOT / ".build-peers" / "msgspec-venv"
CORPORA = {"twitter": "twitter.json", "citm_catalog": "citm_catalog.json", "canada": "canada.json"}


def note(text: str) -> None:
    """Progress goes to standard error: standard output holds only results."""
    print(text, file=sys.stderr, flush=True)


def ensure_environment() -> None:
    """Re-runs this script inside .build-peers/msgspec-venv, creating it on first use."""
    if Path(sys.prefix).resolve() == ENVIRONMENT.resolve():
        return
    python = ENVIRONMENT / "bin" / "python3"
    marker = ENVIRONMENT / "installed.txt"
    installed = marker.read_text().strip() if marker.exists() else ""
    if installed != MSGSPEC_REQUIREMENT:
        note(f"msgspec_peer: creating {ENVIRONMENT} with {MSGSPEC_REQUIREMENT} (first run only)")
        try:
            venv.EnvBuilder(with_pip=True, clear=True).create(ENVIRONMENT)
        except Exception as error:  # noqa: BLE001 - any failure gets the same hint
            sys.exit(f"msgspec_peer: cannot create a virtual environment ({error}); "
                     "on Debian and Ubuntu: apt-get install python3-venv")
        pip = [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
        subprocess.run(pip + [MSGSPEC_REQUIREMENT], check=True, stdout=sys.stderr)
        marker.write_text(MSGSPEC_REQUIREMENT + "\n")
    os.execv(str(python), [str(python), str(Path(__file__).resolve())] + sys.argv[1:])


ensure_environment()

import json  # noqa: E402 - only inside the virtual environment
from typing import Any, Optional  # noqa: E402

import msgspec  # noqa: E402


class Model(msgspec.Struct, omit_defaults=True):
    """The base of every model: None fields are left out when encoding, as JSONModelKit does.

    Each model is also keyword-only (kw_only=True, which msgspec does not inherit), so that
    required and optional fields keep the Swift declaration order.
    """


# twitter.json (TwitterModels.swift)


class SearchMetadata(Model, kw_only=True):
    completed_in: float
    max_id: int
    max_id_str: str
    next_results: str
    query: str
    refresh_url: str
    count: int
    since_id: int
    since_id_str: str


class Metadata(Model, kw_only=True):
    result_type: str
    iso_language_code: str


class URLEntity(Model, kw_only=True):
    url: str
    expanded_url: str
    display_url: str
    indices: list[int]


class URLList(Model, kw_only=True):
    urls: list[URLEntity]


class UserEntities(Model, kw_only=True):
    description: URLList
    url: Optional[URLList] = None


class User(Model, kw_only=True):
    id: int
    id_str: str
    name: str
    screen_name: str
    location: str
    description: str
    url: Optional[str] = None
    entities: UserEntities
    protected: bool
    followers_count: int
    friends_count: int
    listed_count: int
    created_at: str
    favourites_count: int
    utc_offset: Optional[int] = None
    time_zone: Optional[str] = None
    geo_enabled: bool
    verified: bool
    statuses_count: int
    lang: str
    contributors_enabled: bool
    is_translator: bool
    is_translation_enabled: bool
    profile_background_color: str
    profile_background_image_url: str
    profile_background_image_url_https: str
    profile_background_tile: bool
    profile_image_url: str
    profile_image_url_https: str
    profile_banner_url: Optional[str] = None
    profile_link_color: str
    profile_sidebar_border_color: str
    profile_sidebar_fill_color: str
    profile_text_color: str
    profile_use_background_image: bool
    default_profile: bool
    default_profile_image: bool
    following: bool
    follow_request_sent: bool
    notifications: bool


class Hashtag(Model, kw_only=True):
    text: str
    indices: list[int]


class UserMention(Model, kw_only=True):
    screen_name: str
    name: str
    id: int
    id_str: str
    indices: list[int]


class MediaSize(Model, kw_only=True):
    w: int
    h: int
    resize: str


class MediaSizes(Model, kw_only=True):
    medium: MediaSize
    small: MediaSize
    thumb: MediaSize
    large: MediaSize


class Media(Model, kw_only=True):
    id: int
    id_str: str
    indices: list[int]
    media_url: str
    media_url_https: str
    url: str
    display_url: str
    expanded_url: str
    type: str
    sizes: MediaSizes
    source_status_id: Optional[int] = None
    source_status_id_str: Optional[str] = None


class StatusEntities(Model, kw_only=True):
    hashtags: list[Hashtag]
    symbols: list[Hashtag]
    urls: list[URLEntity]
    user_mentions: list[UserMention]
    media: Optional[list[Media]] = None


class Status(Model, kw_only=True):
    metadata: Metadata
    created_at: str
    id: int
    id_str: str
    text: str
    source: str
    truncated: bool
    in_reply_to_status_id: Optional[int] = None
    in_reply_to_status_id_str: Optional[str] = None
    in_reply_to_user_id: Optional[int] = None
    in_reply_to_user_id_str: Optional[str] = None
    in_reply_to_screen_name: Optional[str] = None
    user: User
    # JSONValue in Swift: any JSON value (always null in the corpus), always written.
    geo: Any
    coordinates: Any
    place: Any
    contributors: Any
    retweeted_status: Optional[Status] = None
    retweet_count: int
    favorite_count: int
    entities: StatusEntities
    favorited: bool
    retweeted: bool
    possibly_sensitive: Optional[bool] = None
    lang: str


class SearchResult(Model, kw_only=True):
    statuses: list[Status]
    search_metadata: SearchMetadata


# citm_catalog.json (CITMModels.swift); the keys are camelCase in the document.


class Event(Model, kw_only=True):
    description: Optional[str] = None
    id: int
    logo: Optional[str] = None
    name: str
    subTopicIds: list[int]
    subjectCode: Optional[str] = None
    subtitle: Optional[str] = None
    topicIds: list[int]


class Price(Model, kw_only=True):
    amount: int
    audienceSubCategoryId: int
    seatCategoryId: int


class Area(Model, kw_only=True):
    areaId: int
    blockIds: list[int]


class SeatCategory(Model, kw_only=True):
    areas: list[Area]
    seatCategoryId: int


class Performance(Model, kw_only=True):
    eventId: int
    id: int
    logo: Optional[str] = None
    name: Optional[str] = None
    prices: list[Price]
    seatCategories: list[SeatCategory]
    seatMapImage: Optional[str] = None
    start: int
    venueCode: str


class Catalog(Model, kw_only=True):
    areaNames: dict[str, str]
    audienceSubCategoryNames: dict[str, str]
    blockNames: dict[str, str]
    events: dict[str, Event]
    performances: list[Performance]
    seatCategoryNames: dict[str, str]
    subTopicNames: dict[str, str]
    subjectNames: dict[str, str]
    topicNames: dict[str, str]
    topicSubTopics: dict[str, list[int]]
    venueNames: dict[str, str]


# canada.json (CanadaModels.swift)


class Properties(Model, kw_only=True):
    name: str


class Geometry(Model, kw_only=True):
    type: str
    coordinates: list[list[list[float]]]


class Feature(Model, kw_only=True):
    type: str
    properties: Properties
    geometry: Geometry


class FeatureCollection(Model, kw_only=True):
    type: str
    features: list[Feature]


ROOT_TYPES = {"twitter": SearchResult, "citm_catalog": Catalog, "canada": FeatureCollection}


class Corpus:
    """One document with its decoder, the decoded models and the encoder."""

    def __init__(self, name: str, directory: Path) -> None:
        self.name = name
        self.data = (directory / CORPORA[name]).read_bytes()
        self.decoder = msgspec.json.Decoder(ROOT_TYPES[name])
        self.encoder = msgspec.json.Encoder()
        self.model = self.decoder.decode(self.data)

    def operation(self, name: str):
        if name == "decode":
            decode, data = self.decoder.decode, self.data
            return lambda: decode(data)
        if name == "encode":
            encode, model = self.encoder.encode, self.model
            return lambda: encode(model)
        raise ValueError(f"unknown operation {name}")

    def compare(self, path: str) -> dict:
        """Compares JSONModelKit's encoded output in `path` with msgspec's encoded output."""
        ours = Path(path).read_bytes()
        theirs = self.encoder.encode(self.model)
        same_members = json.loads(ours) == json.loads(theirs)
        # Our output must also decode with msgspec into the same models.
        round_trip = self.decoder.decode(ours) == self.model
        return {
            "sameMembers": same_members,
            "roundTrip": round_trip,
            "ourBytes": len(ours),
            "msgspecBytes": len(theirs),
        }


def freeze_setup() -> None:
    """Moves the documents and models loaded so far out of the garbage collector's sight.

    They live as long as the process; without this, every full collection during a sample
    walks the models of all corpora loaded (canada.json's alone are 110,000 lists), which
    made msgspec's times depend on what was loaded before.
    """
    gc.collect()
    gc.freeze()


def sample(call, minimum_seconds: float = 0.005) -> float:
    """Seconds per call of one sample: enough calls to last `minimum_seconds`.

    The garbage left by earlier samples is collected first, so that a sample does not pay for
    another's; the garbage collector stays on while timing, as in a user's program.
    """
    gc.collect()
    start = time.perf_counter()
    call()
    elapsed = time.perf_counter() - start
    count = max(1, int(minimum_seconds / max(elapsed, 1e-9)) + 1)
    start = time.perf_counter()
    for _ in range(count):
        call()
    return (time.perf_counter() - start) / count


def serve(directory: Path) -> None:
    """Answers commands from jsonmodel-bench, one per line, one JSON line each.

    - `load NAME` loads a corpus: {"ok": true, "bytes": N}
    - `sample NAME OPERATION` times one sample of decode or encode: {"ok": true, "seconds": S}
    - `compare NAME PATH` compares our encoded output with msgspec's (see Corpus.compare)
    - `quit` ends the process.
    An error answers {"ok": false, "error": "..."}.
    """
    corpora: dict[str, Corpus] = {}
    print(json.dumps({"ok": True, "msgspec": msgspec.__version__, "python": sys.version.split()[0]}), flush=True)
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        try:
            if words[0] == "quit":
                break
            if words[0] == "load":
                corpora[words[1]] = Corpus(words[1], directory)
                freeze_setup()
                answer = {"ok": True, "bytes": len(corpora[words[1]].data)}
            elif words[0] == "sample":
                answer = {"ok": True, "seconds": sample(corpora[words[1]].operation(words[2]))}
            elif words[0] == "compare":
                answer = {"ok": True, **corpora[words[1]].compare(" ".join(words[2:]))}
            else:
                raise ValueError(f"unknown command {words[0]}")
        except Exception as error:  # noqa: BLE001 - reported to the caller
            answer = {"ok": False, "error": f"{type(error).__name__}: {error}"}
        print(json.dumps(answer), flush=True)


def standalone(directory: Path, iterations: int) -> None:
    """Prints msgspec's best times per corpus, without JSONModelKit."""
    print(f"msgspec {msgspec.__version__}, Python {sys.version.split()[0]}, best of {iterations}")
    print(f"{'file':<20} {'size':>10} {'decode ms':>10} {'encode ms':>10}")
    for name, file_name in CORPORA.items():
        if not (directory / file_name).exists():
            note(f"note: skipped {file_name}: not found in {directory}")
            continue
        corpus = Corpus(name, directory)
        freeze_setup()
        decode = min(sample(corpus.operation("decode")) for _ in range(iterations))
        encode = min(sample(corpus.operation("encode")) for _ in range(iterations))
        print(f"{file_name:<20} {len(corpus.data):>10} {decode * 1e3:>10.3f} {encode * 1e3:>10.3f}")


def corpus_directory(arguments: list[str]) -> Path:
    if "--corpus" in arguments:
        return Path(arguments[arguments.index("--corpus") + 1])
    if os.environ.get("JSONMODELKIT_CORPUS"):
        return Path(os.environ["JSONMODELKIT_CORPUS"])
    return REPOSITORY_ROOT.parent / "shared" / "data"


def main() -> None:
    arguments = sys.argv[1:]
    directory = corpus_directory(arguments)
    if "--serve" in arguments:
        serve(directory)
    else:
        iterations = int(arguments[arguments.index("--iterations") + 1]) if "--iterations" in arguments else 20
        standalone(directory, iterations)


if __name__ == "__main__":
    main()
