/*
 * The thermograph's walls below t = 0 that the explorer draws
 * (tools/common/thermograph.h, thermo_walls_below and thermo_svg_below):
 * the points against CGSuite's published cooled games ([CGT], CGSuite's
 * tests), against cg_game_walls_at at temperatures off the sampling grid
 * (the claim that every bend lies on it), and the picture's parts.
 */
#include <check.h>
#include <math.h>
#include <string.h>

#include <cookiegame.h>

#include "run-suite.h"
#include "thermograph.h"

static cg_ctx *new_ctx(void)
{
    cg_ctx *ctx = NULL;
    ck_assert_int_eq(cg_ctx_new(&ctx), CG_OK);
    return ctx;
}

static const cg_game *parse(cg_ctx *ctx, const char *text)
{
    const cg_game *g;
    ck_assert_msg(cg_game_parse(ctx, text, &g) == CG_OK, "%s", text);
    return g;
}

static double dv(cg_dyadic d)
{
    return ldexp((double)d.num, -(int)d.log2_den);
}

/* The drawn wall at t, between its points (as the picture draws it). */
static double drawn(const thermo_below *b, int left, double t)
{
    const cg_dyadic *v = left ? b->l : b->r;
    for (size_t i = 0; i + 1 < b->n; i++) {
        double t0 = dv(b->t[i]), t1 = dv(b->t[i + 1]);
        if (t <= t0 && t >= t1)
            return dv(v[i]) + (dv(v[i + 1]) - dv(v[i])) * (t - t0) / (t1 - t0);
    }
    ck_abort_msg("t = %g outside the walls below 0", t);
    return 0;
}

/* The drawn walls at t are the stops of the published cooled game. */
static void check_cooled(const char *game, cg_dyadic t, const char *cooled)
{
    cg_ctx *ctx = new_ctx();
    thermo_below b;
    ck_assert_int_eq(thermo_walls_below(ctx, parse(ctx, game), &b), CG_OK);
    cg_dyadic l, r;
    ck_assert_int_eq(cg_game_stop_values(parse(ctx, cooled), &l, &r), CG_OK);
    ck_assert_msg(drawn(&b, 1, dv(t)) == dv(l) && drawn(&b, 0, dv(t)) == dv(r),
                  "%s at t = %g: drawn %g, %g; %s has stops %g, %g", game, dv(t),
                  drawn(&b, 1, dv(t)), drawn(&b, 0, dv(t)), cooled, dv(l), dv(r));
    thermo_below_free(&b);
    cg_ctx_free(ctx);
}

/* CGSuite: (1/4).Cool(-1/8) = 1/4, (1/4).Cool(-1/4) = 1/4*, (1/4).Cool(-3/8)
 * = {3/8|1/8}, {3||2+*|1+*}.Cool(-1/2) = {7/2|||5/2|3/2||+-1/2}. */
START_TEST(published_cooled_games)
{
    check_cooled("1/4", (cg_dyadic){ -1, 3 }, "1/4");
    check_cooled("1/4", (cg_dyadic){ -1, 2 }, "1/4*");
    check_cooled("1/4", (cg_dyadic){ -3, 3 }, "{3/8|1/8}");
    check_cooled("{3||2+*|1+*}", (cg_dyadic){ -1, 1 }, "{7/2|||5/2|3/2||+-1/2}");
}
END_TEST

/* 1/4 = {0 | 1/2} is its mast down to its temperature -1/4; below, Left's
 * wall is 0 cooled (0) - t = -t, Right's (1/2 cooled) + t, which is 1/2 + t
 * down to 1/2's temperature -1/2 and -t + t = 0 below: points at 0, -1/4,
 * -1/2 and the limits at -1, 1 and 0. */
START_TEST(number_tent)
{
    cg_ctx *ctx = new_ctx();
    thermo_below b;
    ck_assert_int_eq(thermo_walls_below(ctx, parse(ctx, "1/4"), &b), CG_OK);
    ck_assert_uint_eq(b.n, 4);
    ck_assert(dv(b.t[0]) == 0 && dv(b.l[0]) == 0.25 && dv(b.r[0]) == 0.25);
    ck_assert(dv(b.t[1]) == -0.25 && dv(b.l[1]) == 0.25 && dv(b.r[1]) == 0.25);
    ck_assert(dv(b.t[2]) == -0.5 && dv(b.l[2]) == 0.5 && dv(b.r[2]) == 0);
    ck_assert(dv(b.t[3]) == -1 && dv(b.l[3]) == 1 && dv(b.r[3]) == 0);
    thermo_below_free(&b);
    /* An integer's walls are the integer down to -1. */
    ck_assert_int_eq(thermo_walls_below(ctx, parse(ctx, "3"), &b), CG_OK);
    ck_assert_uint_eq(b.n, 2);
    ck_assert(dv(b.l[1]) == 3 && dv(b.r[1]) == 3);
    thermo_below_free(&b);
    cg_ctx_free(ctx);
}
END_TEST

/* Between the points the drawn walls are the library's at every t on a grid
 * four times finer than the sampling's (1/256): no bend falls between. */
START_TEST(no_bend_between_points)
{
    static const char *games[] = { "1/4", "{3||2+*|1+*}", "{1/8|-3/4}", "{5/4|{1/2|-1/16}}",
                                   "{3|1}+{2|-2}", "^", "{1|1/2||0|-1/8}", "7/16" };
    for (size_t k = 0; k < sizeof games / sizeof *games; k++) {
        cg_ctx *ctx = new_ctx();
        const cg_game *g = parse(ctx, games[k]);
        thermo_below b;
        ck_assert_int_eq(thermo_walls_below(ctx, g, &b), CG_OK);
        for (int64_t j = 0; j < 256; j++) {
            cg_dyadic l, r, t = { -j, 8 };
            ck_assert_int_eq(cg_game_walls_at(ctx, g, t, &l, &r), CG_OK);
            ck_assert_msg(drawn(&b, 1, dv(t)) == dv(l) && drawn(&b, 0, dv(t)) == dv(r),
                          "%s at t = %g: drawn %g, %g, library %g, %g", games[k], dv(t),
                          drawn(&b, 1, dv(t)), drawn(&b, 0, dv(t)), dv(l), dv(r));
        }
        thermo_below_free(&b);
        cg_ctx_free(ctx);
    }
}
END_TEST

/* The picture with the walls below 0: both walls, the dashed t = -1 line,
 * the t axis labelled -1 and the walls' text in the description; without
 * them (the tool's --svg) none of these. */
START_TEST(picture_parts)
{
    cg_ctx *ctx = new_ctx();
    const cg_game *g = parse(ctx, "1/4");
    cg_thermograph *th;
    ck_assert_int_eq(cg_game_thermograph(ctx, g, &th), CG_OK);
    thermo_below b;
    ck_assert_int_eq(thermo_walls_below(ctx, g, &b), CG_OK);
    tool_buf with = { 0 }, without = { 0 };
    thermo_svg_below(&with, th, &b, "1/4");
    thermo_svg(&without, th, "1/4");
    ck_assert(!with.failed && !without.failed);
    ck_assert_ptr_nonnull(strstr(with.data, "id=\"left-wall-below\""));
    ck_assert_ptr_nonnull(strstr(with.data, "id=\"right-wall-below\""));
    ck_assert_ptr_nonnull(strstr(with.data, "id=\"bottom-axis\""));
    ck_assert_ptr_nonnull(strstr(with.data, "id=\"mast-below\""));
    ck_assert_ptr_nonnull(strstr(with.data, ">-1</text>"));
    ck_assert_ptr_nonnull(strstr(with.data, ">-1/4</text>"));
    ck_assert_ptr_nonnull(strstr(with.data,
                                 "Left wall: 1/4 at t=0, 1/4 at t=-1/4, 1/2 at t=-1/2, 1 as t -&gt; -1; "
                                 "Right wall: 1/4 at t=0, 1/4 at t=-1/4, 0 at t=-1/2, 0 as t -&gt; -1"));
    ck_assert_ptr_null(strstr(without.data, "below"));
    ck_assert_ptr_null(strstr(without.data, "bottom-axis"));
    tool_buf_free(&with);
    tool_buf_free(&without);
    thermo_below_free(&b);
    cg_thermograph_free(th);
    cg_ctx_free(ctx);
}
END_TEST

/* The walls below 0 are charged to the context: a small limit stops them. */
START_TEST(node_limit)
{
    cg_ctx *ctx = new_ctx();
    const cg_game *g = parse(ctx, "{3|1}+{2|-2}+{5|{2|0}}+{1|1/2||0|-1/8}");
    ck_assert_int_eq(cg_ctx_set_node_limit(ctx, 5), CG_OK);
    thermo_below b;
    ck_assert_int_eq(thermo_walls_below(ctx, g, &b), CG_ELIMIT);
    cg_ctx_free(ctx);
}
END_TEST

static Suite *thermograph_suite(void)
{
    Suite *s = suite_create("tool-thermograph-below");
    TCase *tc = tcase_create("below zero");
    tcase_add_test(tc, published_cooled_games);
    tcase_add_test(tc, number_tent);
    tcase_add_test(tc, no_bend_between_points);
    tcase_add_test(tc, picture_parts);
    tcase_add_test(tc, node_limit);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(thermograph_suite());
}
