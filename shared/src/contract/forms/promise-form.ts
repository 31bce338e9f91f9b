// The health promise's words (spec 5), as the forms remote's PromiseForm shows them (rendered on the server too,
// by the remote's own components).

export const PROMISE_FORM = {
  intro: '为做好防控工作，请如实填写以下信息并手写签名。',
  name: { label: '姓名', placeholder: '请输入真实姓名' },
  tel: { label: '手机号', placeholder: '请输入 11 位手机号' },
  address: { label: '现居住地址', placeholder: '请输入详细地址' },
  inBeijing: { label: '目前是否在京' },
  goDiseaseArea: { label: '近期是否去过武汉或湖北其他地区' },
  touch: { label: '是否接触过疑似病例或湖北人员' },
  pledge: '本人承诺以上信息真实、准确、完整，如有隐瞒或虚报，愿承担相应责任。',
  sign: { label: '本人签名', prompt: '点击此处签名' },
  submit: '提交承诺书',
} as const;
