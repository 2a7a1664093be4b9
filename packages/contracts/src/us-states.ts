/**
 * The US state list of the registration form (spec section 3): 50 states plus DC, with their
 * telephone area codes (NANPA assignments in service). The server accepts exactly these codes.
 */
export interface UsState {
  name: string;
  code: string;
  areaCodes: string[];
}

const list = (codes: string): string[] => codes.split(' ');

export const US_STATES: readonly UsState[] = [
  { name: 'Alabama', code: 'AL', areaCodes: list('205 251 256 334 659 938') },
  { name: 'Alaska', code: 'AK', areaCodes: list('907') },
  { name: 'Arizona', code: 'AZ', areaCodes: list('480 520 602 623 928') },
  { name: 'Arkansas', code: 'AR', areaCodes: list('327 479 501 870') },
  {
    name: 'California',
    code: 'CA',
    areaCodes: list(
      '209 213 279 310 323 341 350 369 408 415 424 442 510 530 559 562 619 626 628 650 657 661 669 707 714 747 760 805 818 820 831 840 858 909 916 925 949 951',
    ),
  },
  { name: 'Colorado', code: 'CO', areaCodes: list('303 719 720 970 983') },
  { name: 'Connecticut', code: 'CT', areaCodes: list('203 475 860 959') },
  { name: 'Delaware', code: 'DE', areaCodes: list('302') },
  { name: 'District of Columbia', code: 'DC', areaCodes: list('202 771') },
  {
    name: 'Florida',
    code: 'FL',
    areaCodes: list('239 305 321 324 352 386 407 448 561 645 656 689 727 728 754 772 786 813 850 863 904 941 954'),
  },
  { name: 'Georgia', code: 'GA', areaCodes: list('229 404 470 478 678 706 762 770 912 943') },
  { name: 'Hawaii', code: 'HI', areaCodes: list('808') },
  { name: 'Idaho', code: 'ID', areaCodes: list('208 986') },
  { name: 'Illinois', code: 'IL', areaCodes: list('217 224 309 312 331 447 464 618 630 708 730 773 779 815 847 861 872') },
  { name: 'Indiana', code: 'IN', areaCodes: list('219 260 317 463 574 765 812 930') },
  { name: 'Iowa', code: 'IA', areaCodes: list('319 515 563 641 712') },
  { name: 'Kansas', code: 'KS', areaCodes: list('316 620 785 913') },
  { name: 'Kentucky', code: 'KY', areaCodes: list('270 364 502 606 859') },
  { name: 'Louisiana', code: 'LA', areaCodes: list('225 318 337 457 504 985') },
  { name: 'Maine', code: 'ME', areaCodes: list('207') },
  { name: 'Maryland', code: 'MD', areaCodes: list('227 240 301 410 443 667') },
  { name: 'Massachusetts', code: 'MA', areaCodes: list('339 351 413 508 617 774 781 857 978') },
  { name: 'Michigan', code: 'MI', areaCodes: list('231 248 269 313 517 586 616 679 734 810 906 947 989') },
  { name: 'Minnesota', code: 'MN', areaCodes: list('218 320 507 612 651 763 924 952') },
  { name: 'Mississippi', code: 'MS', areaCodes: list('228 601 662 769') },
  { name: 'Missouri', code: 'MO', areaCodes: list('235 314 417 557 573 636 660 816 975') },
  { name: 'Montana', code: 'MT', areaCodes: list('406') },
  { name: 'Nebraska', code: 'NE', areaCodes: list('308 402 531') },
  { name: 'Nevada', code: 'NV', areaCodes: list('702 725 775') },
  { name: 'New Hampshire', code: 'NH', areaCodes: list('603') },
  { name: 'New Jersey', code: 'NJ', areaCodes: list('201 551 609 640 732 848 856 862 908 973') },
  { name: 'New Mexico', code: 'NM', areaCodes: list('505 575') },
  {
    name: 'New York',
    code: 'NY',
    areaCodes: list('212 315 329 332 347 363 516 518 585 607 624 631 646 680 716 718 838 845 914 917 929 934'),
  },
  { name: 'North Carolina', code: 'NC', areaCodes: list('252 336 472 704 743 828 910 919 980 984') },
  { name: 'North Dakota', code: 'ND', areaCodes: list('701') },
  { name: 'Ohio', code: 'OH', areaCodes: list('216 220 234 283 326 330 380 419 436 440 513 567 614 740 937') },
  { name: 'Oklahoma', code: 'OK', areaCodes: list('405 539 572 580 918') },
  { name: 'Oregon', code: 'OR', areaCodes: list('458 503 541 971') },
  { name: 'Pennsylvania', code: 'PA', areaCodes: list('215 223 267 272 412 445 484 570 582 610 717 724 814 835 878') },
  { name: 'Rhode Island', code: 'RI', areaCodes: list('401') },
  { name: 'South Carolina', code: 'SC', areaCodes: list('803 821 839 843 854 864') },
  { name: 'South Dakota', code: 'SD', areaCodes: list('605') },
  { name: 'Tennessee', code: 'TN', areaCodes: list('423 615 629 731 865 901 931') },
  {
    name: 'Texas',
    code: 'TX',
    areaCodes: list('210 214 254 281 325 346 361 409 430 432 469 512 682 713 726 737 806 817 830 832 903 915 936 940 945 956 972 979'),
  },
  { name: 'Utah', code: 'UT', areaCodes: list('385 435 801') },
  { name: 'Vermont', code: 'VT', areaCodes: list('802') },
  { name: 'Virginia', code: 'VA', areaCodes: list('276 434 540 571 686 703 757 804 826 948') },
  { name: 'Washington', code: 'WA', areaCodes: list('206 253 360 425 509 564') },
  { name: 'West Virginia', code: 'WV', areaCodes: list('304 681') },
  { name: 'Wisconsin', code: 'WI', areaCodes: list('262 274 353 414 534 608 715 920') },
  { name: 'Wyoming', code: 'WY', areaCodes: list('307') },
];

export const US_STATE_CODES: readonly string[] = US_STATES.map((s) => s.code);
