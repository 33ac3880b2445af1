// The public headers compile as C++ and link (extern "C" guards).
#include <cookiegame.h>

int main()
{
    const char *v = cg_version_string();
    return (v != nullptr && cg_version() == static_cast<unsigned>(CG_VERSION_NUMBER)) ? 0 : 1;
}
