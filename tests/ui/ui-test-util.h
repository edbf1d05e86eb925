/* ui-test-util.h — helpers shared by the window and autosave tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The application is registered with G_APPLICATION_NON_UNIQUE: it needs no name
 * on a session bus, so the tests run under a bare Xvfb.
 */
#pragma once

#include "parlour-application.h"
#include "parlour-new-game-dialog.h"
#include "parlour-board-view-private.h"
#include "parlour-notation.h"
#include "parlour-window-private.h"

/* the application the tests' windows belong to (ui_test_init()) */
extern ParlourApplication *ui_test_app;

void ui_test_iterate (void);

/* What a test reaches in a window (tests/README.md, "The table and the
 * page"): the table that carries every act to the match, the match and its
 * games and clocks through the table, the boards through the page. */
ParlourTable     *ui_test_table      (ParlourWindow *window);
/* the table's match */
ParlourMatch     *ui_test_match      (ParlourWindow *window);
ParlourGame      *ui_test_game       (ParlourWindow *window,
                                      guint          board);
/* NULL if @board has no clock */
ParlourClock     *ui_test_clock      (ParlourWindow *window,
                                      guint          board);
ParlourPage      *ui_test_page       (ParlourWindow *window);
guint             ui_test_n_boards   (ParlourWindow *window);
ParlourBoardView *ui_test_board_view (ParlourWindow *window,
                                      guint          board);
/* the side panel beside the page: the move list, the players' cards */
ParlourSidePanel *ui_test_side_panel (ParlourWindow *window);
/* the window shows the match of a remote table: joined to a host (or its
 * connection ended), from the host's first state on */
gboolean          ui_test_shows_remote_match (ParlourWindow *window);
/* the seat to act on the first board is the computer's */
gboolean          ui_test_computer_to_act    (ParlourWindow *window);
/* the server of the match hosted at the window's (local) table, else NULL */
ParlourNetServer *ui_test_net_server (ParlourWindow *window);
/* The window plays @game (its moves so far kept) with @clock or none: a
 * match of its one board, as Open gives one. */
void              ui_test_set_game   (ParlourWindow *window,
                                      ParlourGame   *game,
                                      ParlourClock  *clock);
/* @move on @board, submitted at the window's table by the seat to act
 * there (asserts that the table took it). */
void              ui_test_play_move  (ParlourWindow *window,
                                      guint          board,
                                      ParlourMove    move);
/* The same with the move's long form or SAN. */
void              ui_test_play_text  (ParlourWindow *window,
                                      guint          board,
                                      const char    *text);
/* The first seat that plays @side on @board. */
guint             ui_test_seat       (ParlourWindow *window,
                                      guint          board,
                                      ParlourColor   side);

/* a GSourceFunc setting the gboolean at @data (WAIT_FOR and timed waits) */
gboolean ui_test_timeout_cb (gpointer data);

void ui_test_iterate_for (guint ms);

/* Unless @dir is NULL, @window as it is now into @dir/@file (a PNG): the
 * screenshots in docs/screenshots (tests/README.md). */
void ui_test_screenshot (GtkWidget  *window,
                         const char *dir,
                         const char *file);

/* Unless @dir is NULL, @window in the light and the dark style:
 * @dir/@name-light.png and @dir/@name-dark.png (docs/screenshots). */
void ui_test_screenshot_styles (GtkWidget  *window,
                                const char *dir,
                                const char *name);

/* A path for a file the test writes, in the test's own isolated directories
 * (G_TEST_OPTION_ISOLATE_DIRS), so that test runs side by side never share it. */
char *ui_test_tmp_path (const char *name);

/* With PARLOUR_TEST_LINGER_MS set, the window stays up that long, for a
 * screenshot of what the test reached (tests/README.md). */
void ui_test_linger (void);

/* For screenshots (tests/README.md): PARLOUR_TEST_WINDOW_SIZE=WxH sets the
 * window's size for ui_test_linger(), PARLOUR_TEST_DARK=1 the dark style. */
void ui_test_screenshot_setup (GtkWindow *window);

/* GTK's display, waiting for Xvfb if needed (below) */
void ui_test_init_display (void);

void ui_test_init (void);

ParlourWindow *ui_test_window_new (void);

/* Waits until the session has written every change (it writes them a
 * moment later, on a worker thread: parlour-session.c). */
void ui_test_wait_autosaved (void);

void ui_test_close_dialogs (void);

void ui_test_window_destroy (ParlourWindow *window);

/* A click on square @name of board @index, as a user would. */
void ui_test_click_square_on (ParlourWindow *window,
                              guint          index,
                              const char    *name);

void ui_test_click_square (ParlourWindow *window,
                           const char    *name);

/* Click-click, as a user would: the piece's square, then the target square. */
void ui_test_click_move (ParlourWindow *window,
                         const char    *from,
                         const char    *to);

gboolean ui_test_action_enabled (ParlourWindow *window,
                                 const char    *name);

/* Feeds a key to the window's key controllers, as the capture phase would. */
void ui_test_press_key (ParlourWindow *window,
                        guint          keyval);

/* The last visible toplevel window of @type, or NULL. */
GtkWidget *ui_test_find_toplevel (GType type);

/* the template child @name of @widget, a @type */
GObject *ui_test_template_child (gpointer    widget,
                                 GType       type,
                                 const char *name);

AdwMessageDialog *ui_test_find_message_dialog (void);

/* Open and Save read and write asynchronously: runs the main loop until the
 * window has no file under way. */
void ui_test_wait_files (ParlourWindow *window);

void ui_test_open_file (ParlourWindow *window,
                        GFile         *file);

/* Save As into @file's folder, which a file chooser would only offer if it
 * existed: tests that save into their own data folder no longer find it made
 * by an autosave, which now comes a moment after a change (ParlourSession). */
void ui_test_save_file (ParlourWindow *window,
                        GFile         *file);

/* "Save the Current Game?", while it waits for an answer */
AdwMessageDialog *ui_test_discard_question (ParlourWindow *window);

/* Answers the question (cancel, discard or save), which must be shown. */
void ui_test_answer_discard (ParlourWindow *window,
                             const char    *response);

/* The first of @widget and its descendants (depth first) that @match accepts. */
GtkWidget *ui_test_find_widget (GtkWidget  *widget,
                                gboolean  (*match) (GtkWidget *widget, gconstpointer data),
                                gconstpointer data);

gboolean ui_test_is_type (GtkWidget     *widget,
                          gconstpointer  type);

/* the first descendant of @widget (or itself) of @type */
GtkWidget *ui_test_find_descendant (GtkWidget *widget,
                                    GType      type);

void ui_test_collect_header_items (GtkWidget *widget,
                                   GPtrArray *items);

/* The window can be @width wide, and then the header bar's buttons and title
 * (those shown) lie inside it without overlapping one another. */
void ui_test_assert_header_fits (ParlourWindow *window,
                                 int            width);

/* Activates New Game and returns the dialog it shows. */
ParlourNewGameDialog *ui_test_open_new_game (ParlourWindow *window);

/* New Game's template child @name */
#define UI_TEST_NEW_GAME_CHILD(d, name) \
  ((gpointer) ui_test_template_child ((d), PARLOUR_TYPE_NEW_GAME_DIALOG, (name)))

/* for ui_test_find_widget(): the widget called @name */
gboolean ui_test_has_name (GtkWidget     *widget,
                           gconstpointer  name);

/* New Game's Start, as a click gives it */
void ui_test_new_game_start (ParlourNewGameDialog *dialog);

/* with several boards (a Bughouse page): the bar of @side's player at board
 * @board */
ParlourClockView *ui_test_seat_bar (ParlourWindow *window,
                                    guint          board,
                                    ParlourColor   side);
