"""Korean says each thing of the game in one word, the word docs/i18n.md's
Korean word list chose (the fifth round of cold readings, a hwatu player's:
Koi-Koi's Korean mixed Japanese loanwords, 카스, 탄자쿠, 타네 and 야쿠, with
the hwatu words 피, 띠, 족보 that Go-Stop and the capture boxes say; the
match was 대국, a baduk word; Koi-Koi's results said Go-Stop's 스톱).

- Every form of every entry of ko.po is read: no entry says a word the list
  replaced (the Japanese loanword for a kind or a yaku the list translates,
  선플레이어 for 선, 대국 for 경기, 덱 for 더미, a month's flower by its
  botanical name where hwatu names it otherwise...), and no entry names a
  yaku the list keeps in Japanese by a Korean coinage (the reverse).
- Every yaku of every rule set has the name the list gives it, translated
  (오광, 홍단, 피...) or kept in Japanese transliteration (하나미자케, 이노시카초...):
  a new yaku fails here until its Korean name is chosen.
- Koi-Koi's stop is 승부 and Go-Stop's is 스톱: a message of Koi-Koi's
  modules never says 스톱, one of Go-Stop's never says 승부, and a message
  both games show (the statistics' "won by stopping") says neither.
- The words on the table, read through the game's own lookups: the dealer's
  badge, the stop buttons, the yaku headings of both games."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from koikoi import i18n
from koikoi.games.common.rulefiles import GOSTOP_PRESET_NAMES
from koikoi.i18n import _, pgettext

PO = Path(__file__).resolve().parents[2] / "koikoi" / "i18n" / "catalogs" / "ko.po"
HANGUL = "가-힣"

# thing: (the word the list chose, what a Korean message never says for it)
NOT_SAID = {
    "yaku (the scoring sets)": ("족보", r"야쿠"),
    "the dealer": ("선", r"선플레이어|오야(?!켄)"),  # 오야켄 (Oya-ken) stays the rule's name
    "the match": ("경기", r"대국"),
    "koi-koi": ("코이코이", r"고이고이"),
    "koi-koi is declared": ("코이코이를 선언하다", r"코이코이를 (부르|불러|불렀|부를|부른)|부른 코이코이"),
    "the deck": ("더미", rf"(?<![{HANGUL}])덱"),
    "the captured cards": ("가져온 카드 / 먹은 패", r"수집"),
    "a plain, and its yaku": ("피", r"카스"),
    "a ribbon, and its yaku": ("띠", r"탄자쿠"),
    "an animal, and its yaku": ("열끗", r"타네"),
    "the ribbon sets": ("홍단, 청단", r"아카탄|아오탄"),
    "the bright yaku": ("오광, 사광, 비사광, 삼광", r"고코|시코|산코"),
    "the plum's bird": ("꾀꼬리", r"휘파람새"),
    "the months' flowers": ("흑싸리, 홍싸리, 공산, 비", r"등나무|(?<![흑홍])싸리|억새|버드나무"),
}
# yaku kept in Japanese: Korean coinages a translator might reach for, never a name of theirs
NOT_COINED = {"Hanami-zake": r"화견주|꽃구경 ?술", "Tsukimi-zake": r"월견주|달구경 ?술",
              "Inoshikacho": r"저록접|멧돼지사슴나비", "Tsukifuda": r"월패|달패"}

# Every yaku's Korean name, by its English. Translated: the hwatu names of the kinds,
# the bright sets and the ribbon sets. Kept in Japanese transliteration: the yaku
# with no hwatu name, as Korean Koi-Koi players know them, and the themed deck's.
TRANSLATED = {
    "Goko": "오광", "Shiko": "사광", "Four Brights": "사광", "Ame-shiko": "비사광", "Sanko": "삼광",
    "Akatan": "홍단", "Aotan": "청단", "Akatan-Aotan": "홍단·청단",
    "Tane": "열끗", "Tanzaku": "띠", "Kasu": "피",
    # Go-Stop's, in its players' words
    "Ogwang": "오광", "Sagwang": "사광", "Samgwang": "삼광", "Bi-samgwang": "비삼광", "Godori": "고도리",
    "Hongdan": "홍단", "Cheongdan": "청단", "Chodan": "초단", "Yeol": "열끗", "Tti": "띠", "Pi": "피",
}
KEPT = {
    "Hanami-zake": "하나미자케", "Tsukimi-zake": "츠키미자케", "Inoshikacho": "이노시카초",
    "Tsukifuda": "츠키후다",
    # the French club's themed deck
    "Sekai no sutā": "세카이노 스타", "Screaming Cats": "스크리밍 캐츠", "Nihon'isshū": "니혼잇슈",
    "Ongaku no joou": "온가쿠노 조오",
}
# Messages that may say a word above, and why (none yet): {(context, English): reason}
EXCEPTIONS: dict[tuple[str, str], str] = {}


def entries() -> list[tuple[str, str, str, tuple[str, ...]]]:
    """(context, English, a Korean form, the modules it is shown from) for every form of every entry; a
    translator's note that speaks of Go-Stop counts as a Go-Stop module."""
    with open(PO, "rb") as f:
        catalog = read_po(f)
    out = []
    for m in catalog:
        if not m.id:
            continue
        english = m.id if isinstance(m.id, str) else m.id[0]
        forms = [m.string] if isinstance(m.string, str) else list(m.string)
        where = tuple(path for path, _line in m.locations)
        if any("Go-Stop" in note for note in m.auto_comments):
            where = ("gostop (translator's note)",)
        out += [(m.context or "", english, form, where) for form in forms]
    return out


@pytest.mark.parametrize("thing", sorted(NOT_SAID))
def test_korean_says_each_thing_in_the_word_list_s_word(thing):
    word, pattern = NOT_SAID[thing][0], re.compile(NOT_SAID[thing][1])
    found = [f"[{ctx}] {english!r} => {text!r}" for ctx, english, text, _where in entries()
             if pattern.search(text) and (ctx, english) not in EXCEPTIONS]
    assert not found, f"{thing} is {word} in Korean:\n" + "\n".join(found)


def test_no_yaku_kept_in_japanese_is_named_by_a_korean_coinage():
    found = [f"{english!r} => {text!r} (the yaku is {KEPT[yaku]})" for _ctx, english, text, _where in entries()
             for yaku, pattern in NOT_COINED.items() if re.search(pattern, text)]
    assert not found, "\n".join(found)


def test_every_yaku_has_the_name_the_word_list_gives_it():
    """Each yaku of the presets' files, Koi-Koi's and Go-Stop's: a new one
    fails until the word list says whether it is translated or kept."""
    names = {english: text for ctx, english, text, where in entries()
             if ctx == "yaku" and not english.endswith(".") and any(p.endswith(".toml") for p in where)}
    assert len(names) >= 20, sorted(names)  # the presets' yaku were found
    listed = TRANSLATED | KEPT
    wrong = {english: (text, listed.get(english, "not in the word list")) for english, text in names.items()
             if listed.get(english) != text}
    assert not wrong, wrong
    assert not set(TRANSLATED.values()) & set(KEPT.values())


# what both games show of stopping, in words neither game's button says (each game's lesson names its own
# button: "Choose Stop." in Koi-Koi's words, and in the context "gostop" in Go-Stop's, test_lesson_names_its_stop)
BOTH_GAMES_STOP = ("You won by stopping",)
# modules of Koi-Koi's screens (Go-Stop's messages in them have a note that says so)
KOIKOI_MODULES = ("rule_words.py", "rules_explained.py", "words.py", "prompt_hint.py", "pause.py")


def _game(where: tuple[str, ...], context: str) -> str:
    """Whose message it is, by the modules that show it: "gostop", "koikoi" or "both"."""
    def one(path: str) -> str:
        name = path.rsplit("/", 1)[-1]
        if "gostop" in path or name.removesuffix(".toml") in GOSTOP_PRESET_NAMES:
            return "gostop"
        if "/koikoi/" in path.removeprefix("koikoi/") or name.startswith("koikoi_") or name in KOIKOI_MODULES:
            return "koikoi"
        return "both" if not name.endswith(".toml") else "koikoi"
    if "gostop" in context:
        return "gostop"
    games = {one(p) for p in where}
    return games.pop() if len(games) == 1 else "both"


def test_koi_koi_stops_with_seungbu_and_go_stop_with_stop():
    stop, seungbu = re.compile(r"(?<!고)스톱"), re.compile(r"(?<!무)승부")  # not 고스톱, 무승부 (a draw)
    said = {"koikoi": [], "gostop": [], "both": []}
    for ctx, english, text, where in entries():
        said[_game(where, ctx)].append((english, text))
    wrong = [f"Koi-Koi: {e!r} => {t!r}" for e, t in said["koikoi"] if stop.search(t)]
    wrong += [f"Go-Stop: {e!r} => {t!r}" for e, t in said["gostop"] if seungbu.search(t)]
    wrong += [f"both games: {e!r} => {t!r}" for _c, e, t, _w in entries()
              if e in BOTH_GAMES_STOP and _game(_w, _c) == "both" and (stop.search(t) or seungbu.search(t))]
    assert not wrong, "\n".join(wrong)
    assert any(seungbu.search(t) for _e, t in said["koikoi"]) and any(stop.search(t) for _e, t in said["gostop"])


@pytest.fixture
def korean():
    i18n.set_language("ko")
    yield
    i18n.set_language("en")


def test_the_table_s_words_are_the_list_s(korean):
    """The words the two tables show, through the lookups their screens make."""
    assert _("Dealer") == pgettext("gostop", "Dealer") == "선"
    assert _("Stop: +{points}").startswith("승부") and pgettext("gostop", "Stop") == "스톱"
    assert _("Koi-Koi!") == "코이코이!"
    assert _("Stop, or koi-koi?") == "승부? 코이코이?" and _("Go or Stop?") == "고? 스톱?"
    assert "족보" in _("Your yaku") and "족보" in pgettext("gostop", "Yaku made") and _("Yaku") == "족보"
    assert _("New match") == "새 경기" and "경기" in _("You win the match!")
    assert pgettext("yaku", "Kasu") == pgettext("yaku", "Pi") == pgettext("kind", "plain") == "피"
