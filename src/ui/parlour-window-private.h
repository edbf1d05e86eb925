/* parlour-window-private.h — what the files of ParlourWindow share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * parlour-window.c          the object: template, settings, the game, clock and autosave
 * parlour-window-actions.c  the win.* actions: undo, redo, browsing, flip, draw, resign
 * parlour-window-clock.c    the clock: timer, presses, times per ply for undo and redo
 * parlour-window-files.c    Open and Save As, reading and writing asynchronously
 * parlour-window-discard.c  asking before a game in progress is replaced
 * parlour-panic-ui.c        Panic chess: picking a piece, the chances, the seed
 * parlour-window-computer.c the table of the match shown, its computer seats, "Show a Good Move"
 * parlour-window-network.c  Join…: the window as a peer of a hosted match
 * parlour-window-net-actions.c  draw offers, time and picks in a network match
 * parlour-window-net-end.c      asking before a hosting window ends its network game
 * parlour-window-net-rejoin.c   a joined window whose connection ended: rejoin or go on here
 * parlour-window-chat.c     the chat of a network match
 * parlour-window-resign.c   who resigns, and who is asked about a draw, at this computer
 * parlour-window-boards.c   the page of the match shown, which owns its boards; moments
 */
#pragma once

#include "parlour-announcer.h"
#include "parlour-autosave.h"
#include "parlour-board-view.h"
#include "parlour-computer.h"
#include "parlour-local-table.h"
#include "parlour-net-client.h"
#include "parlour-new-game-dialog.h"
#include "parlour-net-discovery.h"
#include "parlour-net-server.h"
#include "parlour-play-area.h"
#include "parlour-remote-table.h"
#include "parlour-session.h"
#include "parlour-side-panel.h"
#include "parlour-sound-player.h"
#include "parlour-window.h"

G_BEGIN_DECLS

struct _ParlourWindow
{
  AdwApplicationWindow  parent_instance;

  /* template */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  ParlourPlayArea      *play_area;
  ParlourSidePanel     *side_panel;
  GtkWidget            *pass_button;
  GtkWidget            *new_game_squeezer;  /* secondary header buttons, left out */
  GtkWidget            *flip_squeezer;      /* of a narrow window */
  AdwHeaderBar         *header_bar;
  GtkWidget            *undo_button;
  GtkWidget            *redo_button;

  GSettings            *settings;

  /* the page of the match shown, in the play area's board place (the play
   * mode's ParlourPage, parlour-window-boards.c; NULL before the first
   * match): it owns the board views, one per board of the match */
  GtkWidget            *page;
  /* the title and subtitle, the page's (parlour-window-notices.c) */
  GBindingGroup        *title_bindings;
  /* with several boards the move list browses the match's moments: the
   * boards show the one here, G_MAXUINT: the current one */
  guint                 view_moment;

  /* the match; the game and clock of its first board (the match's) */
  ParlourMatch         *match;
  GSignalGroup         *match_signals;   /* follow whichever match is shown */
  ParlourGame          *game;
  ParlourClock         *clock;
  guint                 tick_id;
  gint                  countdown_beeped; /* the last second of a countdown beeped, or -1 */
  guint                 n_countdown_beeps; /* for tests */
  /* the sounds of the match shown (data/sounds/README.md) */
  ParlourSoundPlayer   *sounds;
  /* the match shown in words, for screen readers (docs/accessibility.md) */
  ParlourAnnouncer     *announcer;

  /* the last error shown in a message dialog (tests read it) */
  char                 *last_error;
  char                 *last_toast;
  guint                 n_toasts;      /* shown so far (tests read it) */
  char                 *last_toast_details;

  /* parlour-window-files.c: Open and Save run while the window goes on */
  GCancellable         *cancellable;        /* the window's: cancelled in dispose */
  GCancellable         *open_cancellable;   /* the latest Open's, until it is done */
  guint                 n_file_operations;  /* files being read or written */
  char                 *title_before_open;  /* the subtitle "Opening…" stands in for */
  GtkNativeDialog      *file_chooser;       /* while it is shown */

  /* parlour-window-discard.c: changes since the game was saved or opened */
  GSignalGroup         *game_signals;
  guint                 edits;
  guint                 saved_edits;
  GtkWidget            *discard_dialog;     /* the question, while unanswered */

  /* parlour-window-computer.c: who may act in the match shown and how an act
   * reaches it (a ParlourLocalTable, whose computer acts for the computer
   * seats, or a joined ParlourRemoteTable); the session follows it */
  ParlourTable         *table;
  GCancellable         *hint_cancellable;   /* the hint being searched */

  /* parlour-window-network.c: the host's match, while the window is a peer;
   * the server, while it hosts its own */
  ParlourNetClient     *net_client;
  ParlourNetServer     *net_server;
  ParlourNetDiscovery  *net_discovery;     /* publishes net_server's game, or NULL */
  /* parlour-window-net-actions.c: the piece picked here and sent to the host
   * (PARLOUR_NO_SQUARE: none) at the first board's ply; the draw offer asked */
  guint                 net_pick_square;
  guint                 net_pick_ply;
  GtkWidget            *net_draw_dialog;
  /* the play modes' own actions (parlour_play_modes_add_actions): each starts
   * a match on this computer alone, so a joined window turns them off */
  char                **mode_actions;
  /* parlour-window-net-rejoin.c: connecting again after the connection
   * ended (the attempts made, the next one's timer) and the question asked */
  gboolean              net_rejoining;
  guint                 net_rejoin_attempts;
  guint                 net_rejoin_id;
  GtkWidget            *net_left_dialog;
  char                 *net_refusal;       /* the host's error to a rejoin */
  /* parlour-window-chat.c */
  GtkWidget            *chat_button;
  GtkWidget            *chat_popover;  /* a ParlourChatPopover */
  GtkWidget            *chat_entry;
  /* the toast of the lines that came while the chat was closed, while it
   * is shown, and how many it stands for */
  AdwToast             *chat_toast;
  guint                 chat_unread;
};

/* parlour-window-match.c */
/* Shows @match, the next state of the match shown (a hosted match's mirror):
 * the boards follow it as they follow a move, keeping what the user holds. */
void      _parlour_window_continue_match   (ParlourWindow *self,
                                            ParlourMatch  *match);
/* a game opened from a file: with its clock if it has a time control */
void      _parlour_window_set_game_from_file (ParlourWindow *self,
                                              ParlourGame   *game);
/* A new match made elsewhere (a mode's own dialog, a page's request) in place
 * of the one shown, after asking whether to save that; @match the one shown
 * already (its next game) is shown again at once. */
void      _parlour_window_offer_match      (ParlourWindow *self,
                                            ParlourMatch  *match);
/* at start-up: the play modes' own actions, then the match restored from
 * the autosave, or a new game of the default variant */
void      _parlour_window_init_match       (ParlourWindow *self);

/* parlour-window.c */
/* a board whose side must not be seen (SimulChess's hidden turn) is covered */
void      _parlour_window_set_curtains     (ParlourWindow *self);
/* the seat whose turn it is on the first board, G_MAXUINT if none */
guint     _parlour_window_seat_to_act      (ParlourWindow *self);
/* The person at board @board's view moves for the seat to act there. */
void      _parlour_window_play_move_on     (ParlourWindow *self,
                                            guint          board,
                                            ParlourMove    move);
void      _parlour_window_sync             (ParlourWindow *self);
/* What the window shows of the match changed (the ply shown, the board
 * flipped), or it took another match: the session autosaves it soon, on a
 * worker thread (parlour-session.c). A change of the match itself needs no
 * call: the session follows the window's table. */
void      _parlour_window_autosave         (ParlourWindow *self);
/* the window's properties that the autosave shows (the ply shown, the flip),
 * and the ply or moment shown changed */
const char *const *_parlour_window_get_view_properties (void);
void      _parlour_window_view_changed     (ParlourWindow *self);
/* what the session writes for the window (ParlourSessionSnapshot) */
gboolean  _parlour_window_autosave_snapshot (GObject           *source,
                                             ParlourSavedMatch *saved);
void      _parlour_window_play_move        (ParlourWindow *self,
                                            ParlourMove    move);
/* with the auto-flip setting: the side to move at the bottom */
void      _parlour_window_apply_auto_flip  (ParlourWindow *self);
/* G_MAXUINT (or the number of moves): follow the game */
/* Asks before dropping the moves after the shown position, then plays @move
 * (PARLOUR_MOVE_NONE: none) from there. */
void      _parlour_window_ask_play_from_here (ParlourWindow *self,
                                              ParlourMove    move);
void      _parlour_window_set_view_ply     (ParlourWindow *self,
                                            guint          ply);
void      _parlour_window_set_flipped      (ParlourWindow *self,
                                            gboolean       flipped);
/* shows @text as a toast, which can be changed while it is shown (transfer none) */
AdwToast *_parlour_window_add_toast        (ParlourWindow *self,
                                            const char    *text);
void      _parlour_window_set_toast_text   (ParlourWindow *self,
                                            AdwToast      *toast,
                                            const char    *text);
void      _parlour_window_show_toast       (ParlourWindow *self,
                                            const char    *text);
void      _parlour_window_show_error       (ParlourWindow *self,
                                            const char    *heading,
                                            const char    *body);
/* A toast with a short @title whose Details button shows @heading and
 * @details (the reason, the file) in a message dialog. */
void      _parlour_window_show_toast_details (ParlourWindow *self,
                                              const char    *title,
                                              const char    *heading,
                                              const char    *details);

/* the ParlourPageBoardSetup of the window's pages (@data the window): each
 * board view follows the settings and asks the window for moves */
void      _parlour_window_set_up_board_view (ParlourPage      *page,
                                             ParlourBoardView *view,
                                             guint             board,
                                             gpointer          data);

/* parlour-window-boards.c */
/* the page's board views (none before the first match), and board @board's
 * (NULL past the last) */
guint     _parlour_window_get_n_boards     (ParlourWindow *self);
ParlourBoardView *_parlour_window_get_board (ParlourWindow *self,
                                             guint          board);
/* the widget type in the play area's board place for @match: its play mode's
 * page (parlour-play-modes.h) */
GType     _parlour_window_page_type        (ParlourMatch  *match);
/* The page the match's play mode names (made from the type alone), with one
 * board view per board of the match; a new page only when the type or the
 * number of boards changes. */
void      _parlour_window_set_up_boards    (ParlourWindow *self);
/* a new match: the page follows it */
void      _parlour_window_attach_talk      (ParlourWindow *self);
/* the play area gives each of the page's squares the board's shape, with its
 * extra height (bars) */
void      _parlour_window_update_board_shape (ParlourWindow *self);
/* Board @board is shown turned round against the first, so that each team
 * sits on one side of the screen (its seats' partners next to each other). */
gboolean  _parlour_window_board_turned     (ParlourWindow *self,
                                            guint          board);
/* the page's sync and its clocks (names, sides, waiting, talk, times) */
void      _parlour_window_sync_seat_bars   (ParlourWindow *self);
void      _parlour_window_update_seat_clocks (ParlourWindow *self,
                                              gint64         now_us);
/* A new match of several boards: the players of board b > 0 named in the
 * first game's tags as BPGN names them ("WhiteB", "BlackB") become that
 * board's White and Black. */
void      _parlour_window_name_board_players (ParlourMatch *match);
/* the move list browses moments of the match (several boards), not plies */
gboolean  _parlour_window_browses_moments  (ParlourWindow *self);
/* Shows every board as it was at @moment (G_MAXUINT or past the last: now). */
void      _parlour_window_set_view_moment  (ParlourWindow *self,
                                            guint          moment);
/* what the move list shows: a ply of the first board, or a moment; G_MAXUINT: now */
guint     _parlour_window_get_view_index   (ParlourWindow *self);
/* the plies of the first board, or the moments of the match */
guint     _parlour_window_get_n_view_steps (ParlourWindow *self);

/* parlour-window-clock.c */
/* starts or stops the timer as the clocks run or not, and updates the labels */
void      _parlour_window_update_tick      (ParlourWindow *self);
/* Puts the stored times into the game's clock readings ([%clk] in PGN) and
 * the time control into its tags. */
void      _parlour_window_store_clock_readings (ParlourWindow *self);
/* the clocks can be paused: they run for a game in progress */
gboolean  _parlour_window_can_pause_clock  (ParlourWindow *self);
/* Pauses or resumes the clocks; a move played while they are paused
 * resumes them. */
void      _parlour_window_set_clock_paused (ParlourWindow *self,
                                            gboolean       paused);
/* After undo, redo or playing on from a past position: the board follows the
 * current position. */
void      _parlour_window_history_changed  (ParlourWindow *self);

/* parlour-window-actions.c */
void      _parlour_window_init_actions     (ParlourWindow *self);
void      _parlour_window_update_actions   (ParlourWindow *self);
/* "Do you accept the draw?": Decline or Accept (the responses "decline", "accept") */
GtkWidget *_parlour_window_draw_question_new (ParlourWindow *self,
                                              const char    *heading,
                                              const char    *body);
/* for tests: Enter or Escape reaching the window (FALSE: nothing to do) */
gboolean  _parlour_window_test_key         (ParlourWindow *self,
                                            guint          keyval);

/* parlour-panic-ui.c */
/* the match is played by picking pieces (PARLOUR_INPUT_PICK) */
gboolean  _parlour_window_moves_by_chance  (ParlourWindow *self);
/* "50%", "12.5%" */
char     *parlour_format_chance           (double         probability);
void      _parlour_window_piece_activated_cb (ParlourBoardView *board_view,
                                              guint             square,
                                              ParlourWindow    *self);
/* ::square-hovered and ::piece-selected: the chances shown follow */
void      _parlour_window_update_chances_cb  (ParlourBoardView *board_view,
                                              int               square,
                                              ParlourWindow    *self);

/* parlour-window-files.c */
void      _parlour_window_init_files       (ParlourWindow *self);
/* cancels what the window waits for; a write under way still ends */
void      _parlour_window_dispose_files    (ParlourWindow *self);
void      _parlour_window_open_dialog      (ParlourWindow *self);
/* Save As: the chooser, then the write; TRUE when the game was saved. The
 * task does not hold the window (its source object is NULL). */
void      _parlour_window_save_as_async    (ParlourWindow        *self,
                                            GAsyncReadyCallback   callback,
                                            gpointer              user_data);
gboolean  _parlour_window_save_as_finish   (GAsyncResult         *result,
                                            GError              **error);
/* Save: to the file the match came from or was last saved to, or Save As
 * when it has none; TRUE when the match was saved. */
void      _parlour_window_save_async       (ParlourWindow        *self,
                                            GAsyncReadyCallback   callback,
                                            gpointer              user_data);
gboolean  _parlour_window_save_finish      (GAsyncResult         *result,
                                            GError              **error);
/* the file Save writes to, NULL if none (transfer none) */
GFile    *_parlour_window_get_file         (ParlourWindow        *self);
/* A pending Open will not replace the game (a new game did). */
void      _parlour_window_cancel_open      (ParlourWindow *self);
/* for tests: a file is being read or written */
gboolean  _parlour_window_is_busy          (ParlourWindow *self);
/* for tests: answers the Open or Save As chooser that is shown as if @file
 * had been chosen (NULL: Cancel) */
void      _parlour_window_answer_file_chooser (ParlourWindow *self,
                                               GFile         *file);

/* parlour-window-discard.c */
typedef void (*ParlourReplaceFunc) (ParlourWindow *self,
                                    gpointer       data);
void      _parlour_window_init_discard     (ParlourWindow *self);
void      _parlour_window_dispose_discard  (ParlourWindow *self);
/* The match has moves (or finished games) and changed since it was last
 * saved or opened. */
gboolean  _parlour_window_game_needs_saving (ParlourWindow *self);
/* the game as it is now is in a file (@edits: _parlour_window_get_edits() when written) */
void      _parlour_window_mark_saved       (ParlourWindow *self,
                                            guint          edits);
guint     _parlour_window_get_edits        (ParlourWindow *self);
/* Calls @replace now, or after asking whether to save a game in progress
 * (Discard, or Save and the save succeeded); not at all if the player cancels,
 * if a newer replacement comes first or if @cancellable (nullable) is
 * cancelled before. @destroy frees @data in every case. */
void      _parlour_window_replace_game     (ParlourWindow      *self,
                                            ParlourReplaceFunc  replace,
                                            gpointer            data,
                                            GDestroyNotify      destroy,
                                            GCancellable       *cancellable);
/* New Game's Start: the game replaces the current one (after asking); @levels
 * (nullable: two people) gives who plays each side, see _parlour_window_set_players();
 * @options (nullable) are the variant's own (parlour_new_game_dialog_get_options()) */
void      _parlour_window_start_new_game   (ParlourWindow *self,
                                            ParlourGame   *game,
                                            ParlourClock  *clock,
                                            const guint   *levels,
                                            GVariant      *options);
/* The same for a match of two boards whose board B starts from @board_b's own start
 * (NULL: a copy of board A's, as _parlour_window_start_new_game()). */
void      _parlour_window_start_new_two_boards (ParlourWindow *self,
                                                ParlourGame   *board_a,
                                                ParlourGame   *board_b,
                                                ParlourClock  *clock,
                                                const guint   *levels);

/* After an action on @board, whose game had @n_moves moves before it: the
 * variant's reveal of moves made at once, if it has one (parlour-variant-ui.h). */
/* the curtain over @board, if the variant hides the board now (hidden entry) */
void      _parlour_window_lower_curtain    (ParlourWindow *self,
                                            guint          board);
/* a board view's ::curtain-lifted: the variant's curtain_lifted hook */
void      _parlour_window_curtain_lifted_cb (ParlourBoardView *board_view,
                                             ParlourWindow    *self);
void      _parlour_window_reveal           (ParlourWindow *self,
                                            guint          board,
                                            guint          n_moves);

/* for tests: the last error dialog's text, NULL if none was shown */
const char *_parlour_window_get_last_error (ParlourWindow *self);
/* for tests: the last toast's text (of _parlour_window_show_toast), NULL if none */
const char *_parlour_window_get_last_toast (ParlourWindow *self);
/* for tests: how many toasts the window has shown (a toast changed counts once) */
guint     _parlour_window_get_n_toasts     (ParlourWindow *self);
/* for tests: the details of the last toast that has them, NULL if none */
const char *_parlour_window_get_last_toast_details (ParlourWindow *self);
/* for tests: how often a countdown's last seconds beeped */
guint       _parlour_window_get_n_countdown_beeps (ParlourWindow *self);
ParlourSoundPlayer *_parlour_window_get_sound_player (ParlourWindow *self);

/* parlour-window-computer.c */
/* The window acts through @table from now on (NULL: none); the session
 * follows it. */
void      _parlour_window_set_table        (ParlourWindow *self,
                                            ParlourTable  *table);
/* The window shows a new match: a local table for it, unless the window's
 * table (a joined one's next mirror) serves it already. */
void      _parlour_window_attach_computer  (ParlourWindow *self);
void      _parlour_window_dispose_computer (ParlourWindow *self);
void      _parlour_window_set_players      (ParlourWindow *self,
                                            const guint   *levels);
/* The computer seats' levels, [seat] (0 for other seats), for the autosave;
 * set_levels gives them back to a restored match's computer seats. */
void      _parlour_window_get_levels       (ParlourWindow *self,
                                            guint         *levels);
void      _parlour_window_set_levels       (ParlourWindow *self,
                                            const guint   *levels);
gboolean  _parlour_window_computer_to_act  (ParlourWindow *self);
gboolean  _parlour_window_has_person       (ParlourWindow *self);
gboolean  _parlour_window_can_hint         (ParlourWindow *self);
void      _parlour_window_show_hint        (ParlourWindow *self);

/* parlour-window-actions.c: the question of a draw offered at this computer
 * by @offering (everyone at the table, in a match of teams) */
void      _parlour_window_ask_local_draw   (ParlourWindow *self,
                                            guint          offering);

/* parlour-window-resign.c */
gboolean  _parlour_window_resigning_seat   (ParlourWindow  *self,
                                            guint          *seat);
void      _parlour_window_describe_resignation (ParlourWindow  *self,
                                                guint           seat,
                                                char          **heading,
                                                const char    **body);
gboolean  _parlour_window_ask_team_draw    (ParlourWindow  *self,
                                            GCallback       callback);

/* parlour-window-network.c */
void      _parlour_window_init_network     (ParlourWindow *self);
void      _parlour_window_dispose_network  (ParlourWindow *self);
/* the window shows the mirror of a hosted match (which is not autosaved) */
gboolean  _parlour_window_shows_network_match (ParlourWindow *self);
/* the window's match is played on the network: hosted here, or a mirror */
gboolean  _parlour_window_plays_on_network (ParlourWindow *self);
/* the window shows a network match it joined as a spectator and is still
 * connected: it only watches */
gboolean  _parlour_window_network_watching (ParlourWindow *self);
/* parlour-window-notices.c: the title and subtitle bound to the page's */
void      _parlour_window_init_title       (ParlourWindow *self);
/* The window began or stopped watching or reconnecting to a network game (or
 * took another table): the subtitle shown says so. */
void      _parlour_window_network_status_changed (ParlourWindow *self);
/* the window took another match: leaves the host, or stops hosting, if the
 * match is not the one played on the network */
void      _parlour_window_network_match_changed (ParlourWindow *self);
/* Connects again to the host of the network match shown, as the same peer
 * (its token) or a spectator (the code); FALSE if there is nothing to rejoin. */
gboolean  _parlour_window_rejoin_network   (ParlourWindow *self);
/* The network match shown, whose connection ended, goes on as a game at this
 * computer. */
void      _parlour_window_continue_network_locally (ParlourWindow *self);

/* parlour-window-network.c: stops hosting, telling the peers @reason
 * (PARLOUR_NET_BYE_STOPPED or _ENDED) */
void      _parlour_window_end_hosting      (ParlourWindow *self,
                                            const char    *reason);

/* parlour-window-net-end.c */
/* the window hosts its match and peers hold seats in it */
gboolean  _parlour_window_hosting_with_peers (ParlourWindow *self);
/* Calls @then now if the window does not host with peers, else after asking
 * whether to end the network game (then the peers are told the host ended
 * it); not at all on Cancel. @destroy frees @data in every case. */
void      _parlour_window_ask_end_hosting  (ParlourWindow      *self,
                                            ParlourReplaceFunc  then,
                                            gpointer            data,
                                            GDestroyNotify      destroy);

/* parlour-window-net-rejoin.c: a joined window whose connection ended */
void      _parlour_window_dispose_net_rejoin (ParlourWindow *self);
/* the connection to the host of the match shown ended (@error NULL: on
 * purpose, by either side): TRUE if this file says or does what follows */
gboolean  _parlour_window_net_closed       (ParlourWindow *self,
                                            const GError  *error);
/* the host refused a rejoin with @message (an error before closing) */
void      _parlour_window_net_refused      (ParlourWindow *self,
                                            const char    *message);
/* the client was welcomed: its token is kept for the game */
void      _parlour_window_net_welcomed     (ParlourWindow *self);
/* no rejoin pending, no question about one asked */
void      _parlour_window_net_rejoin_reset (ParlourWindow *self);
/* a rejoin is under way (the subtitle says so) */
gboolean  _parlour_window_net_rejoining    (ParlourWindow *self);

/* parlour-window-net-actions.c */
void      _parlour_window_init_net_actions (ParlourWindow *self);
void      _parlour_window_dispose_net_actions (ParlourWindow *self);
/* a new network match: its chat starts empty, nothing is picked */
void      _parlour_window_connect_net_actions (ParlourWindow *self);
/* ::draw-offered of the window's table: the question to the player here
 * who holds the other colour on that board */
void      _parlour_window_draw_offered_cb  (ParlourTable  *table,
                                            guint          offering,
                                            ParlourWindow *self);
void      _parlour_window_update_net_actions (ParlourWindow *self);
/* the seats the window acts for on the network (none if it does not play
 * there, or its connection to the host ended), and the first of them or G_MAXUINT */
guint64   _parlour_window_network_seats    (ParlourWindow *self);
guint     _parlour_window_network_seat     (ParlourWindow *self);
/* Disables the actions that would act on the window's copy of a match played
 * on the network alone (Undo, a new game while joined, …). */
void      _parlour_window_network_disable_local (ParlourWindow *self);
/* The piece on @square is picked in a joined match (the request went to
 * the host): its roll is shown when the state brings the move. FALSE: one
 * pick a turn, this turn's was made already. */
gboolean  _parlour_window_network_pick     (ParlourWindow *self,
                                            guint          square);
/* a new state is shown: the roll of the piece picked here, if it moved */
void      _parlour_window_network_state_shown (ParlourWindow *self);
/* the opponent on the window's board has a clock to give time to */
gboolean  _parlour_window_can_give_time    (ParlourWindow *self);

/* parlour-panic-ui.c: the board shows how chance chose the last move, which
 * moved the piece on @square (nothing if it did not) */
void      _parlour_window_network_roll     (ParlourWindow *self,
                                            guint          square);

/* parlour-window-chat.c */
void      _parlour_window_init_chat        (ParlourWindow *self,
                                            AdwHeaderBar  *header_bar);
void      _parlour_window_update_chat      (ParlourWindow *self);
/* ::chat of the window's table */
void      _parlour_window_chat_received_cb (GObject       *source,
                                            const char    *from,
                                            const char    *text,
                                            ParlourWindow *self);
/* a new network match's chat starts empty */
void      _parlour_window_clear_chat       (ParlourWindow *self);
/* says @text (stripped; nothing if empty) to everyone in the network match */
void      _parlour_window_send_chat        (ParlourWindow *self,
                                            const char    *text);
/* for tests: the lines shown, "from: text" (GtkStringObject) */
GListModel *_parlour_window_get_chat_lines (ParlourWindow *self);

G_END_DECLS
