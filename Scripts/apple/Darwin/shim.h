/* The part of Darwin's C library that GestureCore and GestureReplay use,
   declared as in the macOS and iOS SDKs, for Scripts/apple/availability.sh.
   Only type-checked against: nothing here is ever linked or run. */
typedef unsigned short mode_t;
typedef long long off_t;
typedef long ssize_t;
typedef unsigned long size_t;

typedef struct { long __sig; char __opaque[56]; } pthread_mutex_t;
typedef struct { long __sig; char __opaque[8]; } pthread_mutexattr_t;
int pthread_mutex_init(pthread_mutex_t *, const pthread_mutexattr_t *);
int pthread_mutex_lock(pthread_mutex_t *);
int pthread_mutex_unlock(pthread_mutex_t *);
int pthread_mutex_destroy(pthread_mutex_t *);

struct stat {
  int st_dev;
  mode_t st_mode;
  unsigned short st_nlink;
  unsigned long long st_ino;
  unsigned int st_uid;
  unsigned int st_gid;
  int st_rdev;
  off_t st_size;
};
int stat(const char *, struct stat *);
int fstat(int, struct stat *);

int *__error(void);
int __open_shim(const char *, int, mode_t);
ssize_t read(int, void *, size_t);
ssize_t write(int, const void *, size_t);
int close(int);
off_t lseek(int, off_t, int);
char *strerror(int);
void *memchr(const void *, int, size_t);
double tan(double);
double atan2(double, double);
double asin(double);

#define O_RDONLY 0x0000
#define O_WRONLY 0x0001
#define O_CREAT 0x00000200
#define O_TRUNC 0x00000400
#define O_CLOEXEC 0x01000000
#define SEEK_CUR 1
#define EINTR 4
#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2
