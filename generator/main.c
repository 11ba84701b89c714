/* kwire-gen entry point (placeholder until the generator lands). */
#include <stdio.h>
int main(void)
{
	fputs("kwire-gen: not built yet\n", stderr);
	return 1;
}
