/* The box diagram as SVG: see box-svg.h. */
#include "box-svg.h"

#include <string.h>

#define CELL 24         /* side of a square, px */
#define MARGIN 16
#define TOP 48          /* caption and index row */
#define BOTTOM 40       /* heap sizes and legend */

/* Escape the caption for XML text. */
static void xml_text(FILE *out, const char *s)
{
    for (; *s; s++) {
        if (*s == '<')
            fputs("&lt;", out);
        else if (*s == '>')
            fputs("&gt;", out);
        else if (*s == '&')
            fputs("&amp;", out);
        else
            fputc(*s, out);
    }
}

int box_svg_write(FILE *out, const cg_position *p, const uint8_t *winning, const char *caption)
{
    size_t n = cg_position_size(p);
    uint32_t top = n ? cg_position_heap(p, n - 1) : 0;
    if (n > BOX_SVG_MAX_HEAPS || top > BOX_SVG_MAX_HEIGHT)
        return -1;
    size_t cols = n ? n : 1;
    unsigned width = (unsigned)(2 * MARGIN + cols * CELL), height_px = (unsigned)(TOP + top * CELL + BOTTOM);
    unsigned caption_px = (unsigned)(2 * MARGIN + 8 * strlen(caption));   /* ~8 px a character at 14 px */
    if (width < caption_px)
        width = caption_px;
    fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%u\" height=\"%u\" "
                 "viewBox=\"0 0 %u %u\" font-family=\"sans-serif\" font-size=\"12\">\n",
            width, height_px, width, height_px);
    fprintf(out, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
    fprintf(out, "<text x=\"%d\" y=\"18\" font-size=\"14\">", MARGIN);
    xml_text(out, caption);
    fprintf(out, "</text>\n");
    for (size_t k = 0; k < n; k++) {
        uint32_t h = cg_position_heap(p, k);
        unsigned x = (unsigned)(MARGIN + k * CELL);
        int wins = winning != NULL && winning[k];
        fprintf(out, "<text x=\"%u\" y=\"%d\" text-anchor=\"middle\" fill=\"#666\">%zu</text>\n",
                x + CELL / 2, TOP - 8, k);
        for (uint32_t r = 0; r < h; r++)
            fprintf(out, "<rect x=\"%u\" y=\"%u\" width=\"%d\" height=\"%d\" fill=\"%s\" "
                         "stroke=\"#333\"/>\n",
                    x, (unsigned)(TOP + (top - 1 - r) * CELL), CELL, CELL, wins ? "#f6b26b" : "#cfe2f3");
        fprintf(out, "<text x=\"%u\" y=\"%u\" text-anchor=\"middle\"%s>%u</text>\n", x + CELL / 2,
                (unsigned)(TOP + top * CELL + 16), wins ? " font-weight=\"bold\"" : "", h);
    }
    fprintf(out, "<rect x=\"%d\" y=\"%u\" width=\"12\" height=\"12\" fill=\"#f6b26b\" stroke=\"#333\"/>"
                 "<text x=\"%d\" y=\"%u\">eating this heap wins</text>\n",
            MARGIN, (unsigned)(TOP + top * CELL + 24), MARGIN + 18, (unsigned)(TOP + top * CELL + 35));
    fprintf(out, "</svg>\n");
    return 0;
}
