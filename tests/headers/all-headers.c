/* The umbrella header compiles as strict C99 and the program runs. */
#include <cookiegame.h>

int main(void)
{
    return cg_version() == (unsigned)CG_VERSION_NUMBER ? 0 : 1;
}
