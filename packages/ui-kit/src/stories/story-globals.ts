/** Story globals shared by the kit's stories: right-to-left (Arabic) and the phone viewport. */
const rtl = { locale: "ar" } as const;
const mobile = { viewport: { value: "mobile", isRotated: false } } as const;

export { mobile, rtl };
